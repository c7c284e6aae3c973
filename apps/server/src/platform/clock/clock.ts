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
