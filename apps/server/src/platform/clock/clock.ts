import { todayIso } from '../http/dates.ts';

/**
 * The one source of "now" for business rules (lead days, work years, next-year planning, statuses of today).
 * The process uses the system clock; tests pass a fixed one, so no test depends on the day it runs.
 */
export interface Clock {
  now(): Date;
  /** Today as `yyyy-MM-dd` in the server's time zone. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayIso(),
};

/** A clock stopped at a calendar day (noon, so no time zone moves it to another day). */
export function fixedClock(day: string): Clock {
  const instant = new Date(`${day}T12:00:00`);
  return { now: () => new Date(instant), today: () => day };
}

/**
 * A running clock that started on another calendar day (the setting CLOCK_TODAY): time goes on as usual from
 * the same time of day on `day`, so the demo and the browser journeys see the same "today" on any date.
 */
export function clockFrom(day: string, real: () => Date = () => new Date()): Clock {
  const started = real();
  const offset = new Date(`${day}T00:00:00`).getTime() - new Date(`${todayIso(started)}T00:00:00`).getTime();
  const now = () => new Date(real().getTime() + offset);
  return { now, today: () => todayIso(now()) };
}
