import { describe, expect, it } from 'vitest';
import { periodDays, presetPeriod, weekStart } from './timesheet-period.ts';

describe('period presets', () => {
  // Sunday 22.11.2026: the week runs Monday to Sunday.
  const today = '2026-11-22';

  it('finds the Monday of a week', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
  });

  it('gives the current and the previous week', () => {
    expect(presetPeriod('current-week', today)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetPeriod('previous-week', today)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
  });

  it('gives the current and the previous month, across a year', () => {
    expect(presetPeriod('current-month', today)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(presetPeriod('previous-month', '2026-01-15')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetPeriod('previous-month', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('takes the editable period as the current one, else the current week', () => {
    const editable = { date_start: '2026-10-01', date_end: '2026-11-30' };
    expect(presetPeriod('current-period', today, editable)).toEqual({
      start: '2026-10-01',
      end: '2026-11-30',
    });
    expect(presetPeriod('current-period', today, null)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    // «Прошлый период»: the same number of days right before the current one.
    expect(presetPeriod('previous-period', today, null)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(
      presetPeriod('previous-period', today, { date_start: '2026-11-01', date_end: '2026-11-30' }),
    ).toEqual({ start: '2026-10-02', end: '2026-10-31' });
  });

  it('has no dates of its own for a custom period', () => {
    expect(presetPeriod('custom', today)).toBeNull();
  });

  it('lists the days of a period', () => {
    expect(periodDays({ start: '2026-02-27', end: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
