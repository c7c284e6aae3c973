import { z } from 'zod';
import { isValidIsoDate } from './rules/dates.ts';

/**
 * The shared input primitives: every request schema builds on these, so a value the database
 * cannot hold (an id beyond int4, a NUL in text, year 0001) is a Russian 400 at the door, never a 500.
 */

/** The largest int4: ids and counters are int4 columns. */
export const INT32_MAX = 2_147_483_647;
/** The calendar the product accepts: enough for birth dates and any plan, and it bounds every range. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

const ID_MESSAGE = 'Неверный идентификатор';

/** An id in a JSON body. */
export const idSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

/** An id in a path or a query string (text on the wire). */
export const idParamSchema = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

/** An id a form must choose, with the form's own message («Выберите проект»). */
export function idField(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(INT32_MAX, ID_MESSAGE);
}

/** A whole number for an int4 column (minutes, counts, years) within [min, max]. */
export function intSchema(min: number, max: number = INT32_MAX) {
  return z.number().int().min(min).max(max);
}

function isId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= INT32_MAX;
}

/** Ids in a query string: `ids=1,2,3` or `ids=1&ids=2`; empty parts are skipped. */
export const idListQuerySchema = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const ids = (Array.isArray(value) ? value : value.split(','))
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (!ids.every(isId)) {
    ctx.addIssue({ code: 'custom', message: 'Ожидается список идентификаторов' });
    return z.NEVER;
  }
  return ids;
});

/** The same list, optional: absent or empty is no ids. */
export const optionalIdListQuerySchema = idListQuerySchema.optional().transform((ids) => ids ?? []);

/** C0 controls and DEL; a multi-line text keeps tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Текст содержит недопустимые символы';

/** True when a text holds a character no field accepts (NUL and the other controls but tab and line breaks). */
export function hasForbiddenCharacters(value: string): boolean {
  return CONTROL_MULTI_LINE.test(value);
}

/** Text for a column: at most `max` characters, no control characters (line breaks only when multi-line). */
export function textSchema(max: number, options: { multiline?: boolean } = {}) {
  const control = options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return z
    .string()
    .max(max)
    .refine((value) => !control.test(value), CONTROL_CHARACTERS_MESSAGE);
}

/** Removes control characters from a name the client chose (an uploaded file's name). */
export function cleanName(value: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned || fallback;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_FORMAT_MESSAGE = 'Дата в формате ГГГГ-ММ-ДД';

/** Wire date `yyyy-MM-dd` of a real day between 1900 and 2100 (2026-02-31 is refused, not rolled over). */
export const isoDateSchema = z
  .string({ error: DATE_FORMAT_MESSAGE })
  .regex(ISO_DATE, DATE_FORMAT_MESSAGE)
  // Only a well-formed value is checked further, so a bad format gets one message, not three.
  .refine((value) => !ISO_DATE.test(value) || isValidIsoDate(value), 'Такой даты нет в календаре')
  .refine(
    (value) => !ISO_DATE.test(value) || (value >= DATE_MIN && value <= DATE_MAX),
    'Дата должна быть между 1900 и 2100 годом',
  );

/** The fields of a period; pair with `periodOrder` (an object schema cannot be refined before it is spread). */
export const periodShape = { date_start: isoDateSchema, date_end: isoDateSchema };
export const periodOrder = (value: { date_start: string; date_end: string }) =>
  value.date_end >= value.date_start;
export const periodOrderMessage = { message: 'Дата окончания раньше даты начала', path: ['date_end'] };

/**
 * Which cap a route's period falls under (settings `range_max_days_grid`, `range_max_days_report` and
 * `range_max_days_timesheet_report`).
 */
export type RangeCap = 'grid' | 'report' | 'timesheet_report' | 'vacation_report';
