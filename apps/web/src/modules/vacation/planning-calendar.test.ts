import { describe, expect, it } from 'vitest';
import type { Vacation, WorkCalendarDay } from '@intranet/contracts';
import {
  blockOf,
  dateForKey,
  datesBetween,
  dayState,
  indivisibleInRange,
  isPaidType,
  monthsOf,
  orderedRange,
  shownRange,
  splitVacations,
  vacationDaysOf,
  yearsOf,
} from './planning-calendar.ts';
import { planVerdict } from './planning-plan.ts';

function day(id: number, date: string, extra: Partial<Vacation> = {}): Vacation {
  return {
    id,
    date,
    user: { id: 7, name: 'Иван', last_name: 'Иванов', patronymic: null },
    status: { id: 1, name: 'Ожидает согласования' },
    type: { id: 1, name: 'Неделимый' },
    comment: null,
    status_comment: null,
    parent: null,
    children: [],
    parent_id: null,
    is_advanced: false,
    moved: false,
    deleted_text: null,
    created_by: 7,
    updated_by: 7,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    deleted_at: null,
    abilities: { approve: false, reject: false, return: false, delete: true },
    ...extra,
  };
}

const special = (date: string, type: number, name: string | null = null): WorkCalendarDay => ({
  id: 1,
  date,
  country_id: 1,
  country_code: 'RUS',
  type,
  name,
});

const info = {
  hire_date: '2020-03-15',
  current_work_year: { start_date: '2026-03-15', end_date: '2027-03-14' },
};

describe('shownRange', () => {
  it('shows the work year and the 7 days after it', () => {
    expect(shownRange(info, 'current')).toEqual({
      start: '2026-03-15',
      workYearEnd: '2027-03-14',
      end: '2027-03-21',
    });
  });

  it('moves to the next work year', () => {
    expect(shownRange(info, 'next')).toEqual({
      start: '2027-03-15',
      workYearEnd: '2028-03-14',
      end: '2028-03-21',
    });
  });

  it('without a hire date the work year is the calendar year', () => {
    const range = shownRange(
      { hire_date: null, current_work_year: { start_date: '2026-01-01', end_date: '2026-12-31' } },
      'next',
    );
    expect(range).toEqual({ start: '2027-01-01', workYearEnd: '2027-12-31', end: '2028-01-07' });
  });
});

describe('calendar helpers', () => {
  it('lists the months of a range across a new year', () => {
    const months = monthsOf('2026-03-15', '2027-03-21');
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ year: 2026, monthIndex: 2 });
    expect(months[12]).toEqual({ year: 2027, monthIndex: 2 });
  });

  it('lists dates and orders a range picked backwards', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(orderedRange('2026-05-10', '2026-05-01')).toEqual({ start: '2026-05-01', end: '2026-05-10' });
    expect(yearsOf('2026-03-15', '2027-03-21')).toEqual(['2026', '2027']);
  });

  it('moves with the arrow keys by a day or a week', () => {
    expect(dateForKey('2026-05-01', 'ArrowRight')).toBe('2026-05-02');
    expect(dateForKey('2026-05-01', 'ArrowUp')).toBe('2026-04-24');
    expect(dateForKey('2026-05-01', 'Enter')).toBeNull();
  });

  it('turns special days into rule facts: holidays, working weekends', () => {
    const days = vacationDaysOf(
      '2026-05-01',
      '2026-05-03',
      new Map([
        ['2026-05-01', special('2026-05-01', 1)],
        ['2026-05-02', special('2026-05-02', 2)],
      ]),
    );
    expect(days).toEqual([
      { date: '2026-05-01', holiday: true, dayOff: true },
      { date: '2026-05-02', holiday: false, dayOff: false },
      { date: '2026-05-03', holiday: false, dayOff: true },
    ]);
  });
});

describe('vacations on the calendar', () => {
  const parent = day(10, '2026-06-01');
  const child = day(11, '2026-06-02', { parent_id: 10 });
  const moved = day(12, '2026-06-03', { parent_id: 10, status: { id: 11, name: 'x' }, deleted_at: 'x' });
  const other = day(20, '2026-07-01', { type: { id: 2, name: 'Делимый' } });
  const all = [parent, child, moved, other];

  it('separates live and deleted days', () => {
    const { live, deleted } = splitVacations(all);
    expect([...live.keys()]).toEqual(['2026-06-01', '2026-06-02', '2026-07-01']);
    expect(deleted.get('2026-06-03')).toEqual([moved]);
  });

  it('finds the live block of a day from either its parent or a child', () => {
    expect(blockOf(child, all).map((item) => item.id)).toEqual([10, 11]);
    expect(blockOf(parent, all).map((item) => item.id)).toEqual([10, 11]);
    expect(blockOf(other, all).map((item) => item.id)).toEqual([20]);
  });

  it('counts indivisible days of a work year, without the moved ones', () => {
    const year = { start_date: '2026-03-15', end_date: '2027-03-14' };
    expect(indivisibleInRange(all, year)).toBe(2);
    expect(indivisibleInRange(all, year, [11])).toBe(1);
    expect(isPaidType(4)).toBe(false);
    expect(isPaidType(5)).toBe(true);
  });

  it('describes a day: kind, blocked, locked, year start, tail', () => {
    const { live, deleted } = splitVacations(all);
    const context = {
      range: shownRange(info, 'current'),
      specialDays: new Map([['2026-06-12', special('2026-06-12', 1, 'День России')]]),
      blocked: [{ date_start: '2026-06-10', date_end: '2026-06-14' }],
      minDate: '2026-06-02',
      live,
      deleted,
    };
    const first = dayState('2026-06-01', context);
    expect(first).toMatchObject({ locked: true, vacation: parent, blocked: false, outside: false });
    expect(dayState('2026-06-12', context)).toMatchObject({
      kind: 'holiday',
      holidayName: 'День России',
      blocked: true,
    });
    expect(dayState('2026-03-15', context).workYearStart).toBe(true);
    expect(dayState('2026-03-14', context).outside).toBe(true);
    expect(dayState('2027-03-20', context)).toMatchObject({ tail: true, outside: false });
    expect(dayState('2026-06-03', context).deleted).toEqual([moved]);
  });
});

describe('planVerdict', () => {
  const base = {
    info: {
      user: { id: 7, full_name: 'Иванов Иван', manager_id: null },
      hire_date: '2020-03-15',
      country: { id: 1 },
      current_work_year: info.current_work_year,
      min_date: '2026-04-01',
      lead_days: 16,
      annual_days: 28,
      next_year_open: false,
      balances: {
        '2026': {
          planed: { all: 0, indivisible: 0, divisible: 0, separated: 0 },
          availables: { all: 10, indivisible: 14, divisible: 0 },
          accumulated: { all: 0, indivisible: 0, divisible: 0 },
        },
      },
      blocked_periods: [],
    },
    specialDays: new Map([['2026-06-12', special('2026-06-12', 1)]]),
    vacations: [] as Vacation[],
    blocked: [],
    replaces: [] as Vacation[],
  };

  it('waits for both dates and a type', () => {
    expect(planVerdict({ start: '2026-06-01', end: null, typeId: 1 }, base)).toBeNull();
  });

  it('refuses a holiday with the spec text', () => {
    expect(planVerdict({ start: '2026-06-12', end: '2026-06-12', typeId: 2 }, base)).toEqual({
      ok: false,
      message: 'Планирование отпуска в праздничный день недоступно',
    });
  });

  it('refuses days before the minimum date', () => {
    expect(planVerdict({ start: '2026-03-20', end: '2026-03-20', typeId: 4 }, base)).toEqual({
      ok: false,
      message: 'Изменить отпуск можно не раньше 01.04.2026',
    });
  });

  it('counts the days, holidays skipped, and warns past the balance', () => {
    const verdict = planVerdict({ start: '2026-06-08', end: '2026-06-21', typeId: 1 }, base);
    expect(verdict).toMatchObject({ ok: true, warning: 'Недостаточно дней для планирования: доступно 10' });
    expect(verdict?.ok && verdict.dates).toHaveLength(13);
  });

  it('pays a block over New Year from each year by its own days, as the server does', () => {
    const balance = (all: number) => ({
      ...base.info.balances['2026'],
      availables: { all, indivisible: 14, divisible: 0 },
    });
    const overNewYear = { start: '2026-12-28', end: '2027-01-03', typeId: 1 };
    const shortNext = {
      ...base,
      info: { ...base.info, balances: { '2026': balance(10), '2027': balance(2) } },
    };
    expect(planVerdict(overNewYear, shortNext)).toMatchObject({
      ok: true,
      warning: 'Недостаточно дней для планирования: доступно 2 в 2027 году',
    });
    // Four days fall in 2026 (5 left) and three in 2027: enough, though the whole block is more than 5.
    const enough = { ...base, info: { ...base.info, balances: { '2026': balance(5), '2027': balance(10) } } };
    expect(planVerdict(overNewYear, enough)).toMatchObject({ ok: true, warning: null });
  });

  it('gives back the moved days to the balance and the indivisible limit', () => {
    const moving = Array.from({ length: 14 }, (_, index) =>
      day(100 + index, datesBetween('2026-05-04', '2026-05-17')[index]!),
    );
    const withPlan = { ...base, vacations: moving };
    expect(planVerdict({ start: '2026-06-15', end: '2026-06-19', typeId: 1 }, withPlan)).toEqual({
      ok: false,
      message: 'Неделимого отпуска в рабочем году — не больше 14 дней',
    });
    expect(
      planVerdict({ start: '2026-06-15', end: '2026-06-19', typeId: 1 }, { ...withPlan, replaces: moving }),
    ).toMatchObject({ ok: true, warning: null });
  });
});
