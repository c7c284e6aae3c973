import { describe, expect, it } from 'vitest';
import {
  transitionTarget,
  VACATION_STATUS,
  VACATION_TYPE,
  VACATION_WORKFLOW,
  type VacationAction,
  type VacationStatusId,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { mayActOnVacation } from './vacation.policy.ts';

const S = VACATION_STATUS;
const ACTIONS: VacationAction[] = ['approve', 'reject', 'return', 'delete'];
const STATUSES = Object.values(S) as VacationStatusId[];

/** Every status × action: where it leads, or undefined when the table refuses it. */
const EXPECTED: Record<VacationStatusId, Record<VacationAction, VacationStatusId | undefined>> = {
  [S.new]: { approve: S.approved, reject: S.rejected, return: undefined, delete: S.newDeleted },
  [S.approved]: { approve: undefined, reject: undefined, return: S.new, delete: S.approvedDeleted },
  [S.rejected]: { approve: undefined, reject: undefined, return: S.new, delete: S.rejectedDeleted },
  [S.newDeleted]: { approve: undefined, reject: undefined, return: undefined, delete: undefined },
  [S.approvedDeleted]: { approve: undefined, reject: undefined, return: undefined, delete: undefined },
  [S.rejectedDeleted]: { approve: undefined, reject: undefined, return: undefined, delete: undefined },
};

describe('vacation workflow table', () => {
  it.each(STATUSES.flatMap((status) => ACTIONS.map((action) => [status, action] as const)))(
    'status %i, action %s',
    (status, action) => {
      expect(transitionTarget(VACATION_WORKFLOW, action, status)).toBe(EXPECTED[status][action]);
    },
  );

  it('never goes straight from one decision to the other', () => {
    expect(transitionTarget(VACATION_WORKFLOW, 'reject', S.approved)).toBeUndefined();
    expect(transitionTarget(VACATION_WORKFLOW, 'approve', S.rejected)).toBeUndefined();
  });
});

const actor = (id: number, roles: string[]): AuthUser => ({
  id,
  login: `u${id}`,
  fullName: `u${id}`,
  roles,
  sessionId: 's',
  impersonatorUserId: null,
  permissions: [],
});
const EMPLOYEE = { id: 10, managerId: 20 };
const day = { typeId: VACATION_TYPE.divisible, moved: false };

/** Who may take each action on a colleague's day (EMPLOYEE, whose manager is user 20). */
const ROLES: { name: string; who: AuthUser; decides: boolean; plans: boolean }[] = [
  { name: 'the employee', who: actor(10, []), decides: false, plans: true },
  { name: 'the real manager without the role', who: actor(20, []), decides: true, plans: false },
  { name: 'a manager of someone else', who: actor(30, ['manager']), decides: false, plans: false },
  { name: 'a vacation approver', who: actor(40, ['vacation_approver']), decides: true, plans: false },
  { name: 'an assistant', who: actor(50, ['assistant']), decides: false, plans: true },
  { name: 'a vacation-system admin', who: actor(60, ['vacation_system_admin']), decides: true, plans: true },
  { name: 'a stranger', who: actor(70, []), decides: false, plans: false },
];

describe('vacation policy', () => {
  it.each(ROLES.flatMap((role) => ACTIONS.map((action) => [role.name, action, role] as const)))(
    '%s, %s',
    (_name, action, role) => {
      const allowed = mayActOnVacation(role.who, EMPLOYEE, day, action) === true;
      expect(allowed).toBe(action === 'delete' ? role.plans : role.decides);
    },
  );

  it('keeps ordinary users from cancelling study, unpaid and moved indivisible days', () => {
    const employee = actor(10, []);
    expect(
      mayActOnVacation(employee, EMPLOYEE, { typeId: VACATION_TYPE.study, moved: false }, 'delete'),
    ).toBe('Вы не можете отменить учебный отпуск');
    expect(
      mayActOnVacation(employee, EMPLOYEE, { typeId: VACATION_TYPE.indivisible, moved: true }, 'delete'),
    ).toBe('Вы не можете отменить перенесенный неделимый отпуск');
    expect(
      mayActOnVacation(
        actor(50, ['assistant']),
        EMPLOYEE,
        { typeId: VACATION_TYPE.study, moved: false },
        'delete',
      ),
    ).toBe(true);
  });
});
