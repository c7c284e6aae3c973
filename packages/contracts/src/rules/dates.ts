/** Calendar-date helpers on `yyyy-MM-dd` strings, in UTC so the host time zone never shifts a date. */

/** Day of week, 0 Sunday … 6 Saturday. */
export function dayOfWeek(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function isSaturdayOrSunday(isoDate: string): boolean {
  const day = dayOfWeek(isoDate);
  return day === 0 || day === 6;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Every ISO day from start to end inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${start}T00:00:00Z`);
    time <= Date.parse(`${end}T00:00:00Z`);
    time += 86_400_000
  )
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** An ISO day as people in Russia write it: 2026-11-21 -> 21.11.2026. */
export function formatRussianDate(iso: string): string {
  return iso.split('-').reverse().join('.');
}

/** Days in a period, both ends counted; cheap, so it runs before any work on the period. */
export function periodDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
