import { describe, expect, it } from 'vitest';
import {
  HOURS_FORMAT_MESSAGE,
  HOURS_OVERFLOW_MESSAGE,
  minutesToInput,
  parseHours,
} from './timesheet-hours.ts';

describe('parseHours', () => {
  it.each([
    ['7,5', 450],
    ['7.5', 450],
    [' 8 ', 480],
    ['0,25', 15],
    [',5', 30],
    ['7:30', 450],
    ['24', 1440],
    ['', 0],
    ['0', 0],
    ['1,33', 80],
  ])('«%s» is %i minutes', (text, minutes) => {
    expect(parseHours(text)).toEqual({ ok: true, minutes });
  });

  it.each(['abc', '7,5,5', '-1', '7:75', '.', '1e2', '123'])('«%s» is refused', (text) => {
    expect(parseHours(text)).toEqual({ ok: false, message: HOURS_FORMAT_MESSAGE });
  });

  it('refuses more than 24 hours a cell', () => {
    expect(parseHours('24,5')).toEqual({ ok: false, message: HOURS_OVERFLOW_MESSAGE });
  });
});

describe('minutesToInput', () => {
  it('shows hours with a decimal comma and nothing for zero', () => {
    expect(minutesToInput(450)).toBe('7,5');
    expect(minutesToInput(480)).toBe('8');
    expect(minutesToInput(0)).toBe('');
    expect(minutesToInput(undefined)).toBe('');
  });

  it('round-trips through parseHours', () => {
    for (const minutes of [15, 30, 90, 450, 480, 600]) {
      expect(parseHours(minutesToInput(minutes))).toEqual({ ok: true, minutes });
    }
  });
});
