import { describe, expect, it } from 'vitest';
import { addDays } from '../rules/dates.ts';
import {
  balanceShortfall,
  paidDaysByYear,
  availableDays,
  cancelRefusal,
  checkPlan,
  deletedStatus,
  maxPlanDate,
  minChangeDate,
  nextYearOpen,
  splitDates,
  overallColour,
  VACATION_TEXTS,
  VACATION_TYPE,
  vacationDay,
  workYearOf,
  type VacationDay,
} from './rules.ts';

/** Consecutive days from `start`, with calendar types by date (1 holiday, 2 working weekend, 3 moved). */
function days(start: string, count: number, types: Record<string, number> = {}): VacationDay[] {
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(start, index);
    return vacationDay(date, types[date] ?? null);
  });
}
const open = { minDate: '2026-01-01', blocked: [] };

describe('workYearOf', () => {
  it('runs from an anniversary of the hire date to the day before the next', () => {
    expect(workYearOf('2026-11-21', '2019-12-23')).toEqual({
      start_date: '2025-12-23',
      end_date: '2026-12-22',
    });
    expect(workYearOf('2026-12-23', '2019-12-23')).toEqual({
      start_date: '2026-12-23',
      end_date: '2027-12-22',
    });
  });

  it('starts on the hire date in the first year', () => {
    expect(workYearOf('2026-11-21', '2026-03-10')).toEqual({
      start_date: '2026-03-10',
      end_date: '2027-03-09',
    });
  });

  it('moves a 29 February hire to 1 March in common years, and keeps it in leap years', () => {
    expect(workYearOf('2026-06-01', '2024-02-29')).toEqual({
      start_date: '2026-03-01',
      end_date: '2027-02-28',
    });
    expect(workYearOf('2028-06-01', '2024-02-29')).toEqual({
      start_date: '2028-02-29',
      end_date: '2029-02-28',
    });
  });
});

describe('maxPlanDate and splitDates', () => {
  it('ends with the work year and its 7-day tail, or with the next work year once open', () => {
    expect(maxPlanDate({ today: '2026-11-23', hireDate: '2019-05-21', nextYearOpen: false })).toBe(
      '2027-05-27',
    );
    expect(maxPlanDate({ today: '2026-11-23', hireDate: '2019-05-21', nextYearOpen: true })).toBe(
      '2028-05-27',
    );
    // Hired this year: the first work year runs from the hire date.
    expect(maxPlanDate({ today: '2026-03-10', hireDate: '2026-03-01', nextYearOpen: false })).toBe(
      '2027-03-07',
    );
    // A 29 February hire in a common year: the next work year starts on 1 March.
    expect(maxPlanDate({ today: '2026-12-01', hireDate: '2024-02-29', nextYearOpen: false })).toBe(
      '2027-03-07',
    );
    // On the anniversary itself the new work year has begun.
    expect(maxPlanDate({ today: '2027-05-21', hireDate: '2019-05-21', nextYearOpen: false })).toBe(
      '2028-05-27',
    );
  });

  it('splits a block across New Year by calendar year', () => {
    const parts = splitDates(['2026-12-30', '2026-12-31', '2027-01-02'], (date) => date.slice(0, 4));
    expect([...parts]).toEqual([
      ['2026', ['2026-12-30', '2026-12-31']],
      ['2027', ['2027-01-02']],
    ]);
    expect(splitDates([], (date) => date).size).toBe(0);
  });
});

describe('minChangeDate', () => {
  it('is today + 16 + 1 for normal users, the start of the year for vacation admins', () => {
    expect(minChangeDate({ today: '2026-11-21', isVacationAdmin: false, overrideDate: null })).toBe(
      '2026-12-08',
    );
    expect(minChangeDate({ today: '2026-11-21', isVacationAdmin: true, overrideDate: null })).toBe(
      '2026-01-01',
    );
  });

  it('crosses the year and takes the override date only while it is in the future', () => {
    expect(minChangeDate({ today: '2026-12-20', isVacationAdmin: false, overrideDate: null })).toBe(
      '2027-01-06',
    );
    expect(minChangeDate({ today: '2026-11-21', isVacationAdmin: false, overrideDate: '2026-11-30' })).toBe(
      '2026-11-30',
    );
    expect(minChangeDate({ today: '2026-11-21', isVacationAdmin: false, overrideDate: '2024-01-21' })).toBe(
      '2026-12-08',
    );
  });
});

describe('checkPlan', () => {
  it('skips holidays inside a block and counts weekends', () => {
    // 30 April … 13 May 2027 across the May holidays (1 and 9 May are holidays, 10 May moved).
    const result = checkPlan({
      ...open,
      days: days('2027-04-30', 14, { '2027-05-01': 1, '2027-05-09': 1, '2027-05-10': 3 }),
      type: VACATION_TYPE.indivisible,
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.dates).toHaveLength(12);
    expect(result.ok && result.dates.includes('2027-05-01')).toBe(false);
  });

  it('refuses a holiday alone and weekends alone with the spec texts', () => {
    expect(checkPlan({ ...open, days: days('2027-01-01', 1, { '2027-01-01': 1 }), type: 2 })).toEqual({
      ok: false,
      message: VACATION_TEXTS.holiday,
    });
    expect(checkPlan({ ...open, days: days('2026-12-05', 2), type: 2 })).toEqual({
      ok: false,
      message: VACATION_TEXTS.weekendOnly,
    });
    // A working Saturday is a weekday for planning.
    expect(checkPlan({ ...open, days: days('2026-12-05', 1, { '2026-12-05': 2 }), type: 4 }).ok).toBe(true);
  });

  it('refuses days before the minimum date and in blocked periods', () => {
    expect(checkPlan({ ...open, minDate: '2026-12-08', days: days('2026-12-07', 3), type: 2 })).toEqual({
      ok: false,
      message: `${VACATION_TEXTS.tooEarly} 08.12.2026`,
    });
    const blocked = [{ date_start: '2026-12-28', date_end: '2027-01-10' }];
    expect(checkPlan({ ...open, blocked, days: days('2026-12-21', 10), type: 2 })).toEqual({
      ok: false,
      message: VACATION_TEXTS.blockedPeriod,
    });
  });

  it('makes a divisible part that touches a weekend take the weekend too', () => {
    // Monday 7 … Friday 11 December 2026: the weekends on both sides are left out.
    const week = days('2026-12-07', 5);
    const refused = checkPlan({
      ...open,
      days: week,
      type: VACATION_TYPE.divisible,
      before: vacationDay('2026-12-06', null),
      after: vacationDay('2026-12-12', null),
    });
    expect(refused).toEqual({ ok: false, message: VACATION_TEXTS.divisibleWeekend });
    const withWeekend = checkPlan({
      ...open,
      days: days('2026-12-05', 9),
      type: VACATION_TYPE.divisible,
      before: vacationDay('2026-12-04', null),
      after: vacationDay('2026-12-14', null),
    });
    expect(withWeekend.ok).toBe(true);
    // An indivisible block is not checked for adjacency.
    expect(
      checkPlan({ ...open, days: week, type: 1, before: vacationDay('2026-12-06', null), after: null }).ok,
    ).toBe(true);
  });

  it('counts indivisible days of the work year against 14', () => {
    expect(checkPlan({ ...open, days: days('2026-12-07', 14), type: 1, indivisibleInWorkYear: 0 }).ok).toBe(
      true,
    );
    expect(checkPlan({ ...open, days: days('2026-12-07', 7), type: 1, indivisibleInWorkYear: 8 })).toEqual({
      ok: false,
      message: VACATION_TEXTS.indivisibleLimit,
    });
  });
});

describe('cancelRefusal and statuses', () => {
  it('stops ordinary users from cancelling study, unpaid and moved indivisible vacations', () => {
    expect(cancelRefusal({ type: 3, moved: false }, true)).toBe(VACATION_TEXTS.cancelStudy);
    expect(cancelRefusal({ type: 4, moved: false }, true)).toBe(VACATION_TEXTS.cancelUnpaid);
    expect(cancelRefusal({ type: 1, moved: true }, true)).toBe(VACATION_TEXTS.cancelMovedIndivisible);
    expect(cancelRefusal({ type: 1, moved: false }, true)).toBeNull();
    expect(cancelRefusal({ type: 3, moved: false }, false)).toBeNull();
  });

  it('maps statuses to their deleted variants once', () => {
    expect([1, 2, 3].map((status) => deletedStatus(status as 1 | 2 | 3))).toEqual([11, 22, 33]);
    expect(deletedStatus(22)).toBe(22);
  });
});

describe('availableDays', () => {
  it('accrues 28 days a year by the day and subtracts planned days', () => {
    expect(
      availableDays({ date: '2026-12-31', accumulated: 0, hireDate: '2015-01-01', plannedDays: 0 }),
    ).toBe(28);
    expect(
      // 1 July is day 182: 28 × 182 / 365 = 13.96, whole days only.
      availableDays({ date: '2026-07-01', accumulated: 0, hireDate: '2015-01-01', plannedDays: 0 }),
    ).toBe(13);
    expect(availableDays({ date: '2026-12-31', accumulated: 5, hireDate: null, plannedDays: 14 })).toBe(19);
  });

  it('carries over at most 14 days and never goes below 0', () => {
    expect(availableDays({ date: '2026-01-01', accumulated: 40, hireDate: null, plannedDays: 0 })).toBe(14);
    expect(availableDays({ date: '2026-03-01', accumulated: 0, hireDate: null, plannedDays: 28 })).toBe(0);
  });

  it('accrues from the hire date in the hire year, counts leap years', () => {
    expect(
      availableDays({ date: '2026-12-31', accumulated: 0, hireDate: '2026-07-01', plannedDays: 0 }),
    ).toBe(14);
    expect(
      availableDays({ date: '2026-06-30', accumulated: 0, hireDate: '2026-07-01', plannedDays: 0 }),
    ).toBe(0);
    expect(availableDays({ date: '2028-12-31', accumulated: 0, hireDate: null, plannedDays: 0 })).toBe(28);
  });
});

describe('nextYearOpen and overallColour', () => {
  it('opens next year from 1 November, for the special list and with the permission', () => {
    const base = { userId: 5, specialUserIds: [], hasTogglePermission: false };
    expect(nextYearOpen({ ...base, now: '2026-10-31' })).toBe(false);
    expect(nextYearOpen({ ...base, now: '2026-11-01' })).toBe(true);
    expect(nextYearOpen({ ...base, now: '2026-03-01', specialUserIds: [5] })).toBe(true);
    expect(nextYearOpen({ ...base, now: '2026-03-01', hasTogglePermission: true })).toBe(true);
  });

  it('colours an employee by the planned indivisible vacation and the statuses', () => {
    expect(overallColour([])).toBe('notPlanned');
    expect(overallColour([{ type: 2, status: 2 }])).toBe('notPlanned');
    expect(overallColour([{ type: 1, status: 22 }])).toBe('notPlanned');
    expect(
      overallColour([
        { type: 1, status: 2 },
        { type: 2, status: 3 },
      ]),
    ).toBe('pending');
    expect(
      overallColour([
        { type: 1, status: 2 },
        { type: 2, status: 2 },
      ]),
    ).toBe('accepted');
  });
});

describe('balanceShortfall (one New Year split for the server and the web)', () => {
  const block = ['2026-12-29', '2026-12-30', '2027-01-09', '2027-01-10', '2027-01-11'];
  it('charges each calendar year only its own days', () => {
    expect(paidDaysByYear(block)).toEqual(
      new Map([
        ['2026', 2],
        ['2027', 3],
      ]),
    );
    expect(balanceShortfall(block, (year) => (year === '2026' ? 2 : 3))).toBeNull();
  });
  it('names the short year when the block spans two', () => {
    expect(balanceShortfall(block, (year) => (year === '2026' ? 10 : 1))).toEqual({
      year: '2027',
      days: 3,
      left: 1,
      message: 'Недостаточно дней для планирования: доступно 1 в 2027 году',
    });
    expect(balanceShortfall(['2026-06-01'], () => 0)?.message).toBe(
      'Недостаточно дней для планирования: доступно 0',
    );
  });
  it('leaves a year it does not know to the server', () => {
    expect(balanceShortfall(block, (year) => (year === '2026' ? 5 : undefined))).toBeNull();
  });
});
