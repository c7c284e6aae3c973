import { describe, expect, it } from 'vitest';
import {
  countdownText,
  daysUntil,
  DISMISSAL_CHECK,
  dismissalStatusOf,
  engineCodesOf,
  fireDateRefusal,
  isHiddenStatus,
  isLockedStatus,
  waitingSubjects,
} from './rules.ts';

describe('dismissal statuses', () => {
  it('maps every engine code of the route to the spec numbers 1–5', () => {
    expect(dismissalStatusOf('on_approval')).toBe(1);
    expect(dismissalStatusOf('registered')).toBe(1);
    expect(dismissalStatusOf('in_progress')).toBe(2);
    expect(dismissalStatusOf('rejected')).toBe(3);
    expect(dismissalStatusOf('cancel')).toBe(4);
    expect(dismissalStatusOf('cancelled')).toBe(4);
    expect(dismissalStatusOf('completed')).toBe(5);
    expect(() => dismissalStatusOf('approval_manager')).toThrow();
  });

  it('finds the engine codes back from a spec status', () => {
    expect(engineCodesOf(4).sort()).toEqual(['cancel', 'cancelled']);
    expect(engineCodesOf(5)).toEqual(['completed']);
  });

  it('hides rejected and cancelled, and locks those and done', () => {
    expect([1, 2, 3, 4, 5].map((s) => isHiddenStatus(s as 1))).toEqual([false, false, true, true, false]);
    expect([1, 2, 3, 4, 5].map((s) => isLockedStatus(s as 1))).toEqual([false, false, true, true, true]);
  });
});

describe('checklist subjects', () => {
  it('lets an application be done only when no subject waits', () => {
    const subjects = [
      { id: 1, check: DISMISSAL_CHECK.noAction },
      { id: 2, check: DISMISSAL_CHECK.actionRequired },
    ];
    expect(waitingSubjects(subjects)).toEqual([]);
    expect(waitingSubjects([...subjects, { id: 3, check: DISMISSAL_CHECK.waiting }])).toEqual([
      { id: 3, check: 1 },
    ]);
    expect(waitingSubjects([])).toEqual([]);
  });
});

describe('the fire date', () => {
  const daysOff = new Set(['2026-03-07', '2026-03-08', '2026-03-09']);
  it('refuses a day in the past and a day off, accepts today and a working day', () => {
    expect(fireDateRefusal('2026-03-03', '2026-03-04', daysOff)).toBe(
      'Дата увольнения не может быть в прошлом',
    );
    expect(fireDateRefusal('2026-03-09', '2026-03-04', daysOff)).toBe(
      'Дата увольнения должна быть рабочим днём',
    );
    expect(fireDateRefusal('2026-03-04', '2026-03-04', daysOff)).toBeNull();
    expect(fireDateRefusal('2026-03-10', '2026-03-04', daysOff)).toBeNull();
  });

  it('counts the days left across months and says them in Russian', () => {
    expect(daysUntil('2026-04-01', '2026-03-30')).toBe(2);
    expect(daysUntil('2026-03-04', '2026-03-04')).toBe(0);
    expect(daysUntil('2026-03-01', '2026-03-04')).toBe(-3);
    expect(countdownText(0)).toBe('Последний день сегодня');
    expect(countdownText(1)).toBe('До последнего дня: 1 день');
    expect(countdownText(3)).toBe('До последнего дня: 3 дня');
    expect(countdownText(11)).toBe('До последнего дня: 11 дней');
    expect(countdownText(21)).toBe('До последнего дня: 21 день');
    expect(countdownText(-2)).toBe('Последний день прошёл 2 дня назад');
  });
});
