import { dayjs } from '../../ui/dayjs-setup.ts';

/** A calendar month as the page keeps it in its address: `2026-03`. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null | undefined): value is string {
  return !!value && MONTH.test(value);
}

export function monthOf(date: dayjs.Dayjs): string {
  return date.format('YYYY-MM');
}

export function shiftMonth(month: string, by: number): string {
  return monthOf(dayjs(`${month}-01`).add(by, 'month'));
}

/** «Март 2026». */
export function monthTitle(month: string): string {
  const text = dayjs(`${month}-01`).format('MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The days of a month's grid, Monday first, whole weeks: from the Monday on or before the 1st
 * to the Sunday on or after the last day, as `yyyy-MM-dd`.
 */
export function monthGrid(month: string): string[] {
  const first = dayjs(`${month}-01`);
  const start = first.subtract((first.day() + 6) % 7, 'day');
  const last = first.endOf('month');
  const end = last.add((7 - last.day()) % 7, 'day');
  const days: string[] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day'))
    days.push(day.format('YYYY-MM-DD'));
  return days;
}

/** Each day of `days` with the events that take place on it (a two-day event is on both), in start order. */
export function eventsByDay<T extends { starts_at: string; ends_at: string }>(
  events: readonly T[],
  days: readonly string[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>(days.map((day) => [day, []]));
  const sorted = [...events].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const event of sorted) {
    // An event that ends at midnight does not take the next day (a moment before its end is its last day).
    const last = dayjs(Math.max(dayjs(event.starts_at).valueOf(), dayjs(event.ends_at).valueOf() - 1));
    for (
      let day = dayjs(event.starts_at).startOf('day');
      !day.isAfter(last, 'day');
      day = day.add(1, 'day')
    ) {
      const list = byDay.get(day.format('YYYY-MM-DD'));
      if (list) list.push(event);
      // A long event cannot run past the grid: stop once beyond its last day.
      if (day.isAfter(dayjs(days.at(-1)), 'day')) break;
    }
  }
  return byDay;
}

/** «12 марта 2026, 18:00–21:00», or «12 марта, 10:00 — 13 марта 2026, 16:00» across days. */
export function formatEventWhen(startsAt: string, endsAt: string): string {
  const start = dayjs(startsAt);
  const end = dayjs(endsAt);
  if (start.isSame(end, 'day')) return `${start.format('D MMMM YYYY, HH:mm')}–${end.format('HH:mm')}`;
  const startFormat = start.isSame(end, 'year') ? 'D MMMM, HH:mm' : 'D MMMM YYYY, HH:mm';
  return `${start.format(startFormat)} — ${end.format('D MMMM YYYY, HH:mm')}`;
}

/** «18:00» for an event on its own day in the calendar; the day it started for one carried over. */
export function timeOnDay(startsAt: string, day: string): string {
  const start = dayjs(startsAt);
  return start.format('YYYY-MM-DD') === day ? start.format('HH:mm') : 'продолж.';
}
