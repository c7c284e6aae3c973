import { isSaturdayOrSunday, isValidIsoDate } from '../rules/dates.ts';
import { WORK_DAY_HOURS, WORK_DAY_TYPE, WORK_DAY_TYPE_CODES, type WorkDayType } from './work-calendar.ts';

/** A day off: Saturday or Sunday unless made a working day, or a holiday, or a moved day off. */
export function isDayOff(isoDate: string, type: WorkDayType | null | undefined): boolean {
  if (type === WORK_DAY_TYPE.holiday || type === WORK_DAY_TYPE.moved_holiday) return true;
  if (type === WORK_DAY_TYPE.working_weekend) return false;
  return isSaturdayOrSunday(isoDate);
}

/** Norm hours of a day: 0 off, 7 on a shortened pre-holiday day, 8 otherwise. */
export function normHours(isoDate: string, type: WorkDayType | null | undefined): number {
  if (isDayOff(isoDate, type)) return 0;
  return type === WORK_DAY_TYPE.short_work_day ? WORK_DAY_HOURS - 1 : WORK_DAY_HOURS;
}

/** Why a type cannot stand on a date, or null when it can. */
export function dayTypeConflict(isoDate: string, type: WorkDayType): string | null {
  const weekend = isSaturdayOrSunday(isoDate);
  if (type === WORK_DAY_TYPE.working_weekend && !weekend)
    return 'Рабочим выходным может быть только суббота или воскресенье';
  if (type === WORK_DAY_TYPE.moved_holiday && weekend)
    return 'Перенесенный выходной должен приходиться на будний день';
  if (type === WORK_DAY_TYPE.short_work_day && weekend) return 'Сокращенным может быть только будний день';
  return null;
}

export interface CalendarCsvRow {
  line: number;
  date: string;
  type: WorkDayType;
  name: string | null;
}
export interface CalendarCsvError {
  line: number;
  text: string;
  message: string;
}
export interface CalendarCsvResult {
  rows: CalendarCsvRow[];
  errors: CalendarCsvError[];
}

function parseDate(value: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const iso = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
  return isValidIsoDate(iso) ? iso : null;
}

function parseType(value: string): WorkDayType | null {
  const lowered = value.trim().toLowerCase();
  if (/^[1-4]$/.test(lowered)) return Number(lowered) as WorkDayType;
  return WORK_DAY_TYPE_CODES[lowered] ?? null;
}

/**
 * Parses a work-calendar CSV for one year: `date,type[,name]` per line (comma or semicolon), date as
 * yyyy-MM-dd or dd.MM.yyyy, type 1–4 or its code. A header line and empty lines are skipped. Every bad
 * line gets its own message; the import writes nothing while any line is bad.
 */
export function parseWorkCalendarCsv(csv: string, year: number): CalendarCsvResult {
  const rows: CalendarCsvRow[] = [];
  const errors: CalendarCsvError[] = [];
  const seen = new Map<string, number>();
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((text, index) => {
    const line = index + 1;
    const trimmed = text.trim();
    if (!trimmed) return;
    const cells = trimmed.split(/[;,]/).map((cell) => cell.trim());
    if (index === 0 && /^(date|дата)$/i.test(cells[0] ?? '')) return;
    const fail = (message: string) => errors.push({ line, text: trimmed, message });
    if (cells.length < 2) return fail('Ожидается «дата,тип» через запятую или точку с запятой');
    const date = parseDate(cells[0]!);
    if (!date) return fail(`Неверная дата «${cells[0]}»: нужен формат ГГГГ-ММ-ДД или ДД.ММ.ГГГГ`);
    if (!date.startsWith(`${year}-`)) return fail(`Дата ${date} не относится к ${year} году`);
    const type = parseType(cells[1]!);
    if (!type)
      return fail(
        `Неизвестный тип дня «${cells[1]}»: допустимы 1–4 или holiday, working_weekend, moved_holiday, short_work_day`,
      );
    const conflict = dayTypeConflict(date, type);
    if (conflict) return fail(`${date}: ${conflict}`);
    const previous = seen.get(date);
    if (previous) return fail(`Дата ${date} уже указана в строке ${previous}`);
    seen.set(date, line);
    rows.push({ line, date, type, name: cells.slice(2).join(', ').trim() || null });
  });
  return { rows, errors };
}
