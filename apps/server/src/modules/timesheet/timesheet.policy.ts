import { canAccess, CHARGE_LOCK_MESSAGE, hasAnyRole, type TsAction } from '@intranet/contracts';
import type { PolicyAnswer } from '../../platform/workflow/workflow.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** Administrators of the timesheet see and change everything. */
export function isTimesheetAdmin(actor: AuthUser): boolean {
  return hasAnyRole(actor.roles, ['ts_admin', 'admin']);
}

/** A person as the fill rule needs them: the block of their department (null without one). */
export interface FillTarget {
  id: number;
  blockId: number | null;
}

/**
 * Who may fill or send someone's time: the person, a timesheet administrator, or an assistant for the people
 * of their own block (an assistant outside any block: everyone) — the same people the picker offers.
 */
export function canFillFor(actor: AuthUser, person: FillTarget, actorBlockId: number | null): boolean {
  if (actor.id === person.id || isTimesheetAdmin(actor)) return true;
  if (!hasAnyRole(actor.roles, ['assistant'])) return false;
  return actorBlockId === null || person.blockId === actorBlockId;
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
  fillsForThem: boolean,
  approvesTheirProjects: boolean,
): boolean {
  return fillsForThem || person.managerId === actor.id || approvesTheirProjects;
}

/**
 * Who sees the «Согласование» tab: the approving roles of spec §2, and anyone who owns a project (a
 * manager approves her projects without an approving role) — the same people the approve calls let in.
 */
export function opensApproveTab(actor: { roles: readonly string[] }, ownsProjects: boolean): boolean {
  return canAccess(actor.roles, 'timesheet.approve') || ownsProjects;
}

/**
 * The policy of the TimeSheet workflow for one row (timesheet.workflow.ts), also the row's `abilities`: a
 * rejected row is sent again by whoever fills it or by its approver (§4); approve, reject and unapprove
 * belong to the project's owners, and a Russian employee with a charge code needs the override (§4).
 */
export function mayActOnTimesheetRow(
  _actor: AuthUser,
  _row: { userId: number },
  action: Exclude<TsAction, 'delete'>,
  facts: { approves: boolean; fills: boolean; chargeLocked: boolean },
): PolicyAnswer {
  if (action === 'send')
    return facts.fills || facts.approves || 'Вы не можете изменить часть выбранных записей';
  if (!facts.approves) return 'Вы не можете изменить часть выбранных записей';
  return facts.chargeLocked ? CHARGE_LOCK_MESSAGE : true;
}
