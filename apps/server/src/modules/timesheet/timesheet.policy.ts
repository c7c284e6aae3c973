import { hasAnyRole } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Administrators of the timesheet see and change everything. */
export function isTimesheetAdmin(actor: AuthUser): boolean {
  return hasAnyRole(actor.roles, ['ts_admin', 'admin']);
}

/** Who may fill or send someone's time: the person, an assistant or a timesheet administrator. */
export function canFillFor(actor: AuthUser, userId: number): boolean {
  return actor.id === userId || isTimesheetAdmin(actor) || hasAnyRole(actor.roles, ['assistant']);
}

/** Who may approve, reject or unapprove a project's time: its owners and timesheet administrators. */
export function canApproveProject(actor: AuthUser, ownerIds: readonly number[]): boolean {
  return isTimesheetAdmin(actor) || ownerIds.includes(actor.id);
}

/** Administrators write outside the editable periods too (corrections after closing). */
export function ignoresEditablePeriods(actor: AuthUser): boolean {
  return isTimesheetAdmin(actor);
}

/**
 * Who may see a person's whole period (the employee view of the approve screen, shadow writes): those who
 * may fill for them, their manager, and anyone who approves one of the projects they wrote time to.
 */
export function canViewPeriodOf(
  actor: AuthUser,
  person: { id: number; managerId: number | null },
  approvesTheirProjects: boolean,
): boolean {
  return canFillFor(actor, person.id) || person.managerId === actor.id || approvesTheirProjects;
}
