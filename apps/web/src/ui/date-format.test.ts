import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, toWireDate } from './date-format.ts';
import { dayjs } from './dayjs-setup.ts';

describe('formatDate', () => {
  it('shows a wire date as dd.MM.yyyy', () => {
    expect(formatDate('2026-03-08')).toBe('08.03.2026');
  });

  it('shows a timestamp in local time as dd.MM.yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05.01.2026');
  });

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('adds the time for timestamps', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5))).toBe('21.11.2026 09:05');
  });

  it('writes the wire form back', () => {
    expect(toWireDate(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});

describe('Russian calendar', () => {
  it('names months and weekdays in Russian', () => {
    expect(formatLongDate('2026-11-21')).toBe('суббота, 21 ноября 2026');
  });

  it('starts weeks on Monday', () => {
    // 2026-11-21 is a Saturday; the week starts on Monday 16th.
    expect(dayjs('2026-11-21').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
  });
});
