import { describe, expect, it } from 'vitest';
import type { Vacation } from '@intranet/contracts';
import { dayTitle } from './components/PlanningCalendar.tsx';
import { dayState, lockedDayReason, shownRange } from './planning-calendar.ts';
import { defaultPlanType } from './planning-plan.ts';
import { correctionCell } from './remaining-days.ts';

/** What a review found on the planning screen and «Остатки отпусков». */
const info = {
  hire_date: '2020-03-15',
  current_work_year: { start_date: '2026-03-15', end_date: '2027-03-14' },
};

function indivisible(id: number, date: string): Vacation {
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
    created_at: '2026-03-20T00:00:00Z',
    updated_at: '2026-03-20T00:00:00Z',
    deleted_at: null,
    abilities: { approve: false, reject: false, return: false, delete: true },
  };
}

describe('a day inside the lead window', () => {
  it('says why it cannot be chosen: the rule’s text with the first changeable date', () => {
    const context = {
      range: shownRange(info, 'current'),
      specialDays: new Map(),
      blocked: [],
      minDate: '2026-07-02',
      live: new Map(),
      deleted: new Map(),
    };
    const state = dayState('2026-06-20', context);
    expect(state.lockReason).toBe('Изменить отпуск можно не раньше 02.07.2026');
    expect(dayTitle(state)).toContain('Изменить отпуск можно не раньше 02.07.2026');
    expect(dayState('2026-07-02', context).lockReason).toBeNull();
    expect(lockedDayReason('2027-01-09')).toBe('Изменить отпуск можно не раньше 09.01.2027');
  });
});

describe('the plan dialog’s starting type', () => {
  const fourteen = Array.from({ length: 14 }, (_, index) =>
    indivisible(index + 1, `2026-05-${String(index + 4).padStart(2, '0')}`),
  );
  it('is «Делимый» once the work year’s 14 indivisible days are planned', () => {
    expect(defaultPlanType({ start: null }, info, fourteen)).toBe(2);
    expect(defaultPlanType({ start: '2026-08-03' }, info, fourteen)).toBe(2);
  });
  it('stays «Неделимый» while days are left, in the next work year, and keeps a transfer’s type', () => {
    expect(defaultPlanType({ start: null }, info, fourteen.slice(1))).toBe(1);
    expect(defaultPlanType({ start: '2027-04-05' }, info, fourteen)).toBe(1);
    expect(defaultPlanType({ start: null, typeId: 3 }, info, fourteen)).toBe(3);
  });
});

describe('the correction cell of «Остатки отпусков»', () => {
  it('gives an imported balance no byline (no stray «, дата»)', () => {
    expect(
      correctionCell({
        comment: 'Остаток прошлого года',
        updated_at: '2026-11-24T05:00:00Z',
        updated_by: null,
      }),
    ).toEqual({ comment: 'Остаток прошлого года', byline: null });
    expect(
      correctionCell({ comment: null, updated_at: '2026-11-24T05:00:00Z', updated_by: null }),
    ).toBeNull();
  });
  it('names who corrected it and when, with or without a reason', () => {
    const cell = correctionCell({
      comment: null,
      updated_at: '2026-11-24T05:00:00Z',
      updated_by: { id: 1, full_name: 'Петров Петр' },
    });
    expect(cell?.comment).toBeNull();
    expect(cell?.byline).toMatch(/^Петров Петр, 24\.11\.2026/);
  });
});
