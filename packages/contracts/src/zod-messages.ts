import { z } from 'zod';
import { ru } from 'zod/locales';
import { pluralRu } from './rules/plural.ts';

/**
 * Russian field texts for every schema that states no message of its own: the usual cases
 * in the words a user reads on a form, anything rarer in zod's own Russian locale. Importing the contracts
 * installs it, on the server and in the browser alike.
 */
const zodRussian = ru().localeError;

const TYPE_TEXTS: Record<string, string> = {
  string: 'Должно быть текстом',
  number: 'Должно быть числом',
  int: 'Должно быть целым числом',
  bigint: 'Должно быть целым числом',
  boolean: 'Должно быть «да» или «нет»',
  array: 'Должно быть списком',
  object: 'Должно быть объектом',
  date: 'Должно быть датой',
};

const SYMBOLS: [string, string, string] = ['символа', 'символов', 'символов'];
const ITEMS: [string, string, string] = ['элемента', 'элементов', 'элементов'];

function sizeUnit(origin: string | undefined, count: number): string {
  if (origin === 'string') return ` ${pluralRu(count, SYMBOLS)}`;
  if (origin === 'array' || origin === 'set') return ` ${pluralRu(count, ITEMS)}`;
  return '';
}

export const russianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Обязательное поле';
      return TYPE_TEXTS[issue.expected] ?? zodRussian(issue);
    case 'too_big': {
      const max = Number(issue.maximum);
      if (!Number.isFinite(max)) return zodRussian(issue);
      const limit = issue.inclusive ? max : max - (issue.origin === 'number' ? 0 : 1);
      if (issue.origin === 'number' && !issue.inclusive) return `Должно быть меньше ${max}`;
      if (issue.origin === 'date') return 'Слишком поздняя дата';
      return `Не больше ${limit}${sizeUnit(issue.origin, limit)}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (!Number.isFinite(min)) return zodRussian(issue);
      if ((issue.origin === 'string' || issue.origin === 'array') && min <= 1) return 'Обязательное поле';
      if (issue.origin === 'number' && !issue.inclusive) return `Должно быть больше ${min}`;
      if (issue.origin === 'date') return 'Слишком ранняя дата';
      return `Не меньше ${min}${sizeUnit(issue.origin, min)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Допустимое значение: ${String(issue.values[0])}`
        : `Допустимые значения: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Неверный адрес электронной почты';
      if (issue.format === 'url') return 'Неверная ссылка';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Неверный идентификатор';
      if (issue.format === 'date') return 'Дата в формате ГГГГ-ММ-ДД';
      return 'Неверный формат';
    case 'unrecognized_keys':
      return `Неизвестные поля: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'Неверное значение';
    case 'not_multiple_of':
      return `Должно быть кратно ${String(issue.divisor)}`;
    default:
      return zodRussian(issue);
  }
};

z.config({ localeError: russianErrorMap });
