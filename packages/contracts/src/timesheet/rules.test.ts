import { describe, expect, it } from 'vitest';
import { TS_ACTIONS, TS_STATUS, type TsAction, type TsStatus } from './timesheet.ts';
import {
  canTransition,
  distributionPercent,
  employeeRowButtons,
  formatHours,
  groupStatus,
  isApprovableProject,
  isDistributionTarget,
  nextStatus,
  notBusyRemainder,
  splitMarkedError,
  tapeState,
  tsTableAbilities,
} from './rules.ts';

const ALL: TsStatus[] = [1, 2, 3, 4];
const tableAllows = tsTableAbilities;
const NOTHING = Object.fromEntries(TS_ACTIONS.map((action) => [action, false])) as Record<TsAction, boolean>;

describe('transitions', () => {
  it('allows exactly the table, for every action and status', () => {
    const allowed = Object.fromEntries(
      TS_ACTIONS.map((action) => [action, ALL.filter((status) => canTransition(action, status))]),
    );
    expect(allowed).toEqual({
      send: [1, 4],
      approve: [2],
      reject: [1, 2],
      unapprove: [3],
      delete: [1, 2, 4],
    });
  });

  it('gives the next status or refuses', () => {
    expect(nextStatus('send', TS_STATUS.rejected)).toEqual({ ok: true, to: TS_STATUS.forApproving });
    expect(nextStatus('unapprove', TS_STATUS.approved)).toEqual({ ok: true, to: TS_STATUS.forApproving });
    expect(nextStatus('delete', TS_STATUS.new)).toEqual({ ok: true, to: null });
    expect(nextStatus('approve', TS_STATUS.approved)).toEqual({ ok: false });
  });
});

describe('employee row buttons', () => {
  it('shows approve only when forApproving, unapprove when approved, send when rejected', () => {
    const shown = ALL.map((status) => {
      const buttons = employeeRowButtons(status, tableAllows(status));
      return [buttons.approve.shown, buttons.unapprove.shown, buttons.send.shown];
    });
    expect(shown).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it('always shows reject and delete, disabled where the table refuses', () => {
    for (const status of ALL) {
      const buttons = employeeRowButtons(status, tableAllows(status));
      expect(buttons.reject.shown && buttons.delete.shown).toBe(true);
      expect(buttons.reject.disabled).toBe(status === 3 || status === 4);
      expect(buttons.delete.disabled).toBe(status === 3);
    }
    expect(employeeRowButtons(1, { ...tableAllows(1), delete: false }).delete.disabled).toBe(true);
  });

  it('disables every button the abilities refuse (charge codes, another owner) and keeps them shown', () => {
    const buttons = employeeRowButtons(2, NOTHING);
    expect(Object.values(buttons).every((button) => button.disabled)).toBe(true);
    expect(buttons.approve.shown && buttons.reject.shown && buttons.delete.shown).toBe(true);
  });
});

describe('group status and tape', () => {
  it('derives the group status from its members', () => {
    expect(groupStatus([])).toBeNull();
    expect(groupStatus([3, 3])).toBe(3);
    expect(groupStatus([3, 2, 4])).toBe(4);
    expect(groupStatus([3, 2, 1])).toBe(2);
    expect(groupStatus([1, 3])).toBe(1);
  });

  it('highlights blocked days first, then by status', () => {
    expect(tapeState([3], true)).toBe('blocked');
    expect(tapeState([], false)).toBe('empty');
    expect(tapeState([1], false)).toBe('empty');
    expect(tapeState([2, 3], false)).toBe('forApproving');
    expect(tapeState([3], false)).toBe('approved');
    expect(tapeState([4], false)).toBe('rejected');
  });
});

describe('project filters', () => {
  it('keeps approvable projects without an end or ending on or after the period start', () => {
    expect(isApprovableProject({ date_end: null }, '2026-11-01')).toBe(true);
    expect(isApprovableProject({ date_end: '2026-11-01' }, '2026-11-01')).toBe(true);
    expect(isApprovableProject({ date_end: '2026-10-31' }, '2026-11-01')).toBe(false);
  });

  it('keeps distribution targets that are selectable, FLOW or DISCRETE and end after the cut-off', () => {
    const target = { selectable: true, utility_type: 'FLOW', date_end: null };
    expect(isDistributionTarget(target, '2026-01-01')).toBe(true);
    expect(
      isDistributionTarget({ ...target, utility_type: 'DISCRETE', date_end: '2026-01-02' }, '2026-01-01'),
    ).toBe(true);
    expect(isDistributionTarget({ ...target, date_end: '2026-01-01' }, '2026-01-01')).toBe(false);
    expect(isDistributionTarget({ ...target, selectable: false }, '2026-01-01')).toBe(false);
    expect(isDistributionTarget({ ...target, utility_type: null }, '2026-01-01')).toBe(false);
  });
});

describe('numbers and texts', () => {
  it('computes the distribution percent rounded to 2 decimals', () => {
    expect(distributionPercent(60, 180)).toBe(33.33);
    expect(distributionPercent(120, 180)).toBe(66.67);
    expect(distributionPercent(180, 180)).toBe(100);
    expect(distributionPercent(30, 0)).toBe(0);
  });

  it('computes the «не занят» remainder, never negative', () => {
    expect(notBusyRemainder(480, 300)).toBe(180);
    expect(notBusyRemainder(480, 600)).toBe(0);
    expect(notBusyRemainder(420, 420)).toBe(0);
  });

  it('splits a server message at ###', () => {
    expect(splitMarkedError('Превышено время источника###Проект Омега')).toEqual({
      text: 'Превышено время источника',
      bold: 'Проект Омега',
    });
    expect(splitMarkedError('Обычная ошибка')).toEqual({ text: 'Обычная ошибка', bold: null });
  });

  it('formats minutes as hours with a decimal comma', () => {
    expect(formatHours(450)).toBe('7,5');
    expect(formatHours(480)).toBe('8');
    expect(formatHours(20)).toBe('0,33');
  });
});
