import {
  canAccess,
  cancelRefusal,
  hasAnyRole,
  type VacationAction,
  type VacationTypeId,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { PolicyAnswer } from '../../platform/workflow/workflow.ts';
import { rule } from '../../platform/auth/authorize.ts';

/**
 * Vacation-system administrators plan from the start of the year and see everyone (docs/modules/vacation.md).
 */
export function isVacationAdmin(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'vacation.admin');
}

/** "Regular user flag is true only when the user is none of admin, partner, assistant, manager." */
export function isRegularUser(actor: AuthUser): boolean {
  return !hasAnyRole(actor.roles, ['admin', 'partner', 'assistant', 'manager']);
}

type Person = { id: number; managerId: number | null };

/** The roles an assistant borrows from the person viewed (vacationViewer below). */
const SUBSTITUTED_ROLES = ['partner', 'older_partner', 'admin'] as const;

/** Only an assistant (not an admin) looking at someone else borrows roles. */
export function mayBorrowRoles(actor: AuthUser, person: { id: number }): boolean {
  return (
    actor.id !== person.id && !isVacationAdmin(actor) && canAccess(actor.roles, 'vacation.plan-for-others')
  );
}

/**
 * The rule: "When an assistant views a selected user, that user's roles are used if partner or admin, and the
 * assistant's own if the selected user is a manager or similar." The planner's view (minimum date, blocked
 * periods, admin-only amounts, the regular flag) then follows the returned roles; who may act stays with the
 * actor's own roles.
 */
export function vacationViewer(
  actor: AuthUser,
  person: { id: number },
  personRoles: readonly string[],
): AuthUser {
  if (!mayBorrowRoles(actor, person)) return actor;
  return hasAnyRole(personRoles, [...SUBSTITUTED_ROLES]) ? { ...actor, roles: [...personRoles] } : actor;
}

/** Who sees a person's plan: the person, their manager, assistants, approvers, partners and admins. */
export function canViewVacationsOf(actor: AuthUser, person: Person): boolean {
  return (
    actor.id === person.id ||
    person.managerId === actor.id ||
    isVacationAdmin(actor) ||
    canAccess(actor.roles, 'vacation.view-others')
  );
}

/** The same as a rule for services: a plan the actor may not see is 403. */
export const viewVacationsOf = rule((actor, person: Person) => canViewVacationsOf(actor, person));

/** Who plans for a person: the person, an assistant, a vacation-system admin. */
export function canPlanFor(actor: AuthUser, person: Person): boolean {
  return (
    actor.id === person.id || isVacationAdmin(actor) || canAccess(actor.roles, 'vacation.plan-for-others')
  );
}

export const planFor = rule(
  (actor, person: Person) => canPlanFor(actor, person),
  'Вы не можете планировать отпуск этого сотрудника',
);

/** Who approves a person's vacation: their manager, a vacation approver, a vacation-system admin. */
export function canApproveVacationOf(actor: AuthUser, person: Person): boolean {
  if (actor.id === person.id && !isVacationAdmin(actor)) return false;
  return (
    person.managerId === actor.id ||
    isVacationAdmin(actor) ||
    canAccess(actor.roles, 'vacation.approve-others')
  );
}

/**
 * The policy of the vacation workflow (vacation.workflow.ts), the same function for the service's check and
 * the `abilities` the web draws buttons from: deciders approve, reject and return; planners delete (move),
 * except what ordinary users may not cancel (cancelRefusal in contracts rules/vacation.ts).
 */
export function mayActOnVacation(
  actor: AuthUser,
  person: Person,
  day: { typeId: number; moved: boolean },
  action: VacationAction,
): PolicyAnswer {
  if (action !== 'delete')
    return canApproveVacationOf(actor, person) || 'Вы не согласуете отпуска этого сотрудника';
  if (!canPlanFor(actor, person)) return 'Вы не можете менять отпуск этого сотрудника';
  // Vacation-system admins fall under the "regular" flag, yet they run the planner: they may cancel.
  const ordinary = isRegularUser(actor) && !isVacationAdmin(actor);
  return cancelRefusal({ type: day.typeId as VacationTypeId, moved: day.moved }, ordinary) ?? true;
}
