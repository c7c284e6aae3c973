import { describe, expect, it } from 'vitest';
import { dayjs } from '../../ui/dayjs-setup.ts';
import {
  eventsByDay,
  formatEventWhen,
  isMonth,
  monthGrid,
  monthTitle,
  shiftMonth,
  timeOnDay,
} from './event-dates.ts';

/** Local wall time as an ISO instant: the tests hold in any time zone. */
const local = (text: string) => dayjs(text).toISOString();

describe('the month grid', () => {
  it('starts on a Monday and ends on a Sunday, whole weeks around the month', () => {
    const march = monthGrid('2026-03');
    expect(march[0]).toBe('2026-02-23');
    expect(march.at(-1)).toBe('2026-04-05');
    expect(march).toHaveLength(42);
    const february = monthGrid('2027-02');
    expect(february[0]).toBe('2027-02-01');
    expect(february).toHaveLength(28);
  });

  it('moves between months and names them in Russian', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(monthTitle('2026-03')).toBe('Март 2026');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-03')).toBe(true);
  });
});

describe('events by day', () => {
  it('puts an event on every day it runs, in start order', () => {
    const days = monthGrid('2026-03');
    const long = { id: 1, starts_at: local('2026-03-10T10:00'), ends_at: local('2026-03-11T16:00') };
    const early = { id: 2, starts_at: local('2026-03-10T08:00'), ends_at: local('2026-03-10T09:00') };
    const outside = { id: 3, starts_at: local('2026-05-10T08:00'), ends_at: local('2026-05-10T09:00') };
    const toMidnight = { id: 4, starts_at: local('2026-03-12T21:00'), ends_at: local('2026-03-13T00:00') };
    const byDay = eventsByDay([long, early, outside, toMidnight], days);
    expect(byDay.get('2026-03-12')!.map((event) => event.id)).toEqual([4]);
    expect(byDay.get('2026-03-13')).toEqual([]);
    expect(byDay.get('2026-03-10')!.map((event) => event.id)).toEqual([2, 1]);
    expect(byDay.get('2026-03-11')!.map((event) => event.id)).toEqual([1]);
    expect(timeOnDay(long.starts_at, '2026-03-10')).toBe('10:00');
    expect(timeOnDay(long.starts_at, '2026-03-11')).toBe('продолж.');
  });
});

describe('formatEventWhen', () => {
  it('writes one day with its hours, or both ends of a longer event', () => {
    expect(formatEventWhen(local('2026-03-12T18:00'), local('2026-03-12T21:00'))).toBe(
      '12 марта 2026, 18:00–21:00',
    );
    expect(formatEventWhen(local('2026-03-12T10:00'), local('2026-03-13T16:00'))).toBe(
      '12 марта, 10:00 — 13 марта 2026, 16:00',
    );
  });
});
