import type { WorkCalendarDay } from '@intranet/contracts';
import { describe, expect, it } from 'vitest';
import { buildMonthGrid, calendarYears, countByType, dayKindOf, indexDaysByDate } from './calendar-grid.ts';

describe('buildMonthGrid', () => {
  it('starts weeks on Monday: January 2026 begins on a Thursday', () => {
    const weeks = buildMonthGrid(2026, 0);
    expect(weeks[0]).toEqual([null, null, null, '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      null,
    ]);
  });

  it('knows leap years and a month that starts on Monday', () => {
    const february = buildMonthGrid(2028, 1).flat().filter(Boolean);
    expect(february).toHaveLength(29);
    expect(buildMonthGrid(2026, 5)[0]![0]).toBe('2026-06-01');
  });

  it('fills every week with 7 cells', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const week of buildMonthGrid(2026, month)) expect(week).toHaveLength(7);
    }
  });
});

describe('dayKindOf', () => {
  it('prefers the special type over the weekday', () => {
    expect(dayKindOf('2026-01-01', 1)).toBe('holiday');
    expect(dayKindOf('2026-01-03', 2)).toBe('working_weekend');
    expect(dayKindOf('2026-01-09', 3)).toBe('moved_holiday');
    expect(dayKindOf('2026-03-07', 4)).toBe('short_work_day');
  });

  it('colours ordinary Saturdays and Sundays as weekends', () => {
    expect(dayKindOf('2026-11-21', null)).toBe('weekend');
    expect(dayKindOf('2026-11-22', undefined)).toBe('weekend');
    expect(dayKindOf('2026-11-23', null)).toBe('workday');
  });
});

describe('calendarYears', () => {
  it('runs from 2013 to two years ahead', () => {
    const years = calendarYears(2026);
    expect(years[0]).toBe(2013);
    expect(years.at(-1)).toBe(2028);
    expect(years).toHaveLength(16);
  });
});

describe('summaries', () => {
  const day = (date: string, type: number): WorkCalendarDay => ({
    id: 1,
    date,
    country_id: 1,
    country_code: 'RUS',
    type,
    name: null,
  });

  it('indexes days by date and counts them by type', () => {
    const days = [day('2026-01-01', 1), day('2026-01-02', 1), day('2026-11-03', 4)];
    expect(indexDaysByDate(days).get('2026-01-02')?.type).toBe(1);
    expect(countByType(days)).toEqual({ 1: 2, 2: 0, 3: 0, 4: 1 });
  });
});
