import { dayjs } from './dayjs-setup.ts';

/** How every screen shows a date: dd.MM.yyyy. */
export const DISPLAY_DATE_FORMAT = 'DD.MM.YYYY';
/** How dates travel on the wire: ISO days, yyyy-MM-dd. */
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare wire date must not shift across time zones: parse it as a local calendar date.
  const parsed =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? dayjs(value, WIRE_DATE_FORMAT, true)
      : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** `2026-03-08` or an ISO timestamp -> `08.03.2026`; empty or invalid input -> `''`. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(DISPLAY_DATE_FORMAT) ?? '';
}

/** `08.03.2026 14:05` for timestamps (notifications, history). */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(`${DISPLAY_DATE_FORMAT} HH:mm`) ?? '';
}

/** Local calendar date as the wire expects it. */
export function toWireDate(value: DateInput): string {
  return toDayjs(value)?.format(WIRE_DATE_FORMAT) ?? '';
}

/** «суббота, 21 ноября 2026» — the long form for headings. */
export function formatLongDate(value: DateInput): string {
  return toDayjs(value)?.format('dddd, D MMMM YYYY') ?? '';
}
