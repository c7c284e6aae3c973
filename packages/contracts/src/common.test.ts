import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './common.ts';

const messages = (value: string) => {
  const result = isoDateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('isoDateSchema', () => {
  it('takes real days, leap days included', () => {
    expect(messages('2026-11-23')).toEqual([]);
    expect(messages('2028-02-29')).toEqual([]);
  });

  it('refuses days that do not exist, once, and a bad format with its own message', () => {
    expect(messages('2026-02-29')).toEqual(['Такой даты нет в календаре']);
    expect(messages('2026-13-01')).toEqual(['Такой даты нет в календаре']);
    expect(messages('2026-04-31')).toEqual(['Такой даты нет в календаре']);
    expect(messages('23.11.2026')).toEqual(['Дата в формате ГГГГ-ММ-ДД']);
  });
});
