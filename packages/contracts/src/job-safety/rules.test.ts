import { describe, expect, it } from 'vitest';
import {
  addMonths,
  answerIsCorrect,
  attemptDeadline,
  attemptExpired,
  currentEvaluate,
  daysLeft,
  effectiveEnd,
  indexInBounds,
  isPassed,
  resultPercent,
  ruleMatches,
  standingOf,
  windowDue,
  windowsToAssign,
} from './rules.ts';

describe('isPassed', () => {
  it('passes exactly at the threshold and fails one answer below', () => {
    expect(isPassed(8, 10, 80)).toBe(true);
    expect(isPassed(7, 10, 80)).toBe(false);
    expect(isPassed(10, 10, 100)).toBe(true);
    expect(isPassed(9, 10, 100)).toBe(false);
  });
  it('compares without float rounding (2 of 3 at 67 % fails, at 66 % passes)', () => {
    expect(isPassed(2, 3, 67)).toBe(false);
    expect(isPassed(2, 3, 66)).toBe(true);
  });
  it('an empty test never passes', () => {
    expect(isPassed(0, 0, 1)).toBe(false);
  });
  it('the printed result rounds down', () => {
    expect(resultPercent(2, 3)).toBe(66);
    expect(resultPercent(0, 0)).toBe(0);
  });
});

describe('indexInBounds', () => {
  it('takes 0 … total − 1 only', () => {
    expect(indexInBounds(0, 10)).toBe(true);
    expect(indexInBounds(9, 10)).toBe(true);
    expect(indexInBounds(10, 10)).toBe(false);
    expect(indexInBounds(-1, 10)).toBe(false);
    expect(indexInBounds(0, 0)).toBe(false);
    expect(indexInBounds(1.5, 10)).toBe(false);
  });
});

describe('answerIsCorrect', () => {
  it('needs exactly the right options', () => {
    expect(answerIsCorrect([1], [1])).toBe(true);
    expect(answerIsCorrect([1, 2], [2, 1])).toBe(true);
    expect(answerIsCorrect([1, 2], [1])).toBe(false);
    expect(answerIsCorrect([1], [1, 3])).toBe(false);
    expect(answerIsCorrect([1], [])).toBe(false);
  });
});

describe('time limit', () => {
  const start = new Date('2026-03-02T10:00:00Z');
  const deadline = attemptDeadline(start, 30);
  it('ends at start + minutes, the deadline itself included', () => {
    expect(deadline.toISOString()).toBe('2026-03-02T10:30:00.000Z');
    expect(attemptExpired(deadline, new Date('2026-03-02T10:29:59.999Z'))).toBe(false);
    expect(attemptExpired(deadline, new Date('2026-03-02T10:30:00Z'))).toBe(true);
  });
});

describe('currentEvaluate', () => {
  it('extends a window inside the current year to 31 December', () => {
    expect(effectiveEnd({ start: '2026-02-01', end: '2026-03-31' }, '2026-11-27')).toBe('2026-12-31');
    expect(currentEvaluate([{ id: 1, start: '2026-02-01', end: '2026-03-31' }], '2026-12-31')?.id).toBe(1);
  });
  it('keeps the end of a window that crosses the year end, so it closes on its own day', () => {
    const windows = [{ id: 1, start: '2025-12-01', end: '2026-01-31' }];
    expect(currentEvaluate(windows, '2026-01-31')?.id).toBe(1);
    expect(currentEvaluate(windows, '2026-02-01')).toBeNull();
    expect(currentEvaluate(windows, '2025-12-31')?.id).toBe(1);
  });
  it("does not extend last year's window into this year", () => {
    expect(currentEvaluate([{ id: 1, start: '2025-02-01', end: '2025-03-31' }], '2026-01-10')).toBeNull();
  });
  it('takes the last of overlapping windows (by start, then id) and none before a start', () => {
    const windows = [
      { id: 3, start: '2026-03-01', end: '2026-06-30' },
      { id: 1, start: '2026-01-01', end: '2026-12-31' },
      { id: 2, start: '2026-03-01', end: '2026-04-30' },
    ];
    expect(currentEvaluate(windows, '2026-03-15')?.id).toBe(3);
    expect(currentEvaluate(windows, '2026-02-15')?.id).toBe(1);
    expect(currentEvaluate([{ id: 1, start: '2026-05-01', end: '2026-06-01' }], '2026-04-30')).toBeNull();
    expect(currentEvaluate([], '2026-04-30')).toBeNull();
  });
  it('counts the days left with the last day included', () => {
    expect(daysLeft('2026-12-31', '2026-12-31')).toBe(1);
    expect(daysLeft('2026-12-01', '2026-12-31')).toBe(31);
    expect(daysLeft('2027-01-01', '2026-12-31')).toBe(0);
  });
});

describe('standingOf', () => {
  const windows = [
    { id: 1, start: '2025-02-01', end: '2025-03-31' },
    { id: 2, start: '2026-02-01', end: '2026-03-31' },
  ];
  it('is passed or due in the current window', () => {
    expect(standingOf(windows, new Set([2]), '2026-05-01').standing).toBe('passed');
    expect(standingOf(windows, new Set([1]), '2026-05-01')).toMatchObject({
      standing: 'due',
      window: { id: 2 },
    });
  });
  it("is overdue when the latest window ended without a pass, and not required after last year's pass", () => {
    expect(standingOf(windows.slice(0, 1), new Set(), '2026-01-10').standing).toBe('overdue');
    expect(standingOf(windows.slice(0, 1), new Set([1]), '2026-01-10').standing).toBe('not_required');
    expect(standingOf([], new Set(), '2026-01-10').standing).toBe('not_required');
  });
});

describe('assignment rules', () => {
  const office = 7;
  const everyone = { officeId: null, workPosition: null };
  it('match by office only, by position only (any case), by both, or everyone', () => {
    const person = { officeId: office, workPosition: 'Инженер по охране труда' };
    expect(ruleMatches({ officeId: office, workPosition: null }, person)).toBe(true);
    expect(ruleMatches({ officeId: 8, workPosition: null }, person)).toBe(false);
    expect(ruleMatches({ officeId: null, workPosition: ' ИНЖЕНЕР  по охране труда' }, person)).toBe(true);
    expect(ruleMatches({ officeId: null, workPosition: 'Инженер' }, person)).toBe(false);
    expect(ruleMatches({ officeId: office, workPosition: 'инженер по охране труда' }, person)).toBe(true);
    expect(ruleMatches({ officeId: 8, workPosition: 'инженер по охране труда' }, person)).toBe(false);
    expect(ruleMatches(everyone, { officeId: null, workPosition: null })).toBe(true);
    expect(
      ruleMatches({ officeId: null, workPosition: 'Инженер' }, { officeId: null, workPosition: null }),
    ).toBe(false);
  });

  it('a window is due with none, or exactly the period after the last start; a day before it is not', () => {
    expect(windowDue(null, 12, '2026-06-15')).toBe(true);
    expect(windowDue('2025-06-15', 12, '2026-06-15')).toBe(true);
    expect(windowDue('2025-06-15', 12, '2026-06-14')).toBe(false);
    expect(windowDue('2026-06-15', 6, '2026-12-15')).toBe(true);
    expect(windowDue('2026-06-15', 6, '2026-12-14')).toBe(false);
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-06-15', 12)).toBe('2027-06-15');
  });

  it('opens one window per person and chapter, the longest of the matching rules, from today', () => {
    const windows = windowsToAssign({
      rules: [
        { chapterId: 1, ...everyone, windowDays: 30 },
        { chapterId: 1, officeId: office, workPosition: null, windowDays: 45 },
        { chapterId: 2, officeId: null, workPosition: 'Водитель', windowDays: 10 },
      ],
      people: [
        { id: 10, officeId: office, workPosition: 'Водитель' },
        { id: 11, officeId: null, workPosition: null },
      ],
      periodMonths: new Map([
        [1, 12],
        [2, 6],
      ]),
      latestStarts: new Map([
        ['11:1', '2026-01-10'],
        ['10:2', '2025-12-15'],
      ]),
      today: '2026-06-15',
    });
    expect(windows).toEqual([
      { userId: 10, chapterId: 1, start: '2026-06-15', end: '2026-07-29' },
      { userId: 10, chapterId: 2, start: '2026-06-15', end: '2026-06-24' },
    ]);
  });
});
