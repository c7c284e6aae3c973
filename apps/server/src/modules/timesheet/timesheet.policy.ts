import {
  canAccess,
  CHARGE_LOCK_MESSAGE,
  DEFAULT_COUNTRY_ID,
  TS_STATUS,
  type TsAction,
} from '@intranet/contracts';
import type { PolicyAnswer } from '../../platform/workflow/workflow.ts';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { AccessCondition } from '../../platform/modules/server-module.ts';
import { customerOwners } from '../users/users.schema.ts';

/**
 * A Russian-country employee with a charge code (their time is billed to a client): approving their time
 * needs the override permission. A person without a country counts as the default country's.
 */
export function isChargeCoded(person: { countryId: number | null; chargeCode: string | null }): boolean {
  return (person.countryId ?? DEFAULT_COUNTRY_ID) === DEFAULT_COUNTRY_ID && person.chargeCode !== null;
}

/** Administrators of the timesheet see and change everything. */
export function isTimesheetAdmin(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'timesheet.admin');
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
  if (!canAccess(actor.roles, 'timesheet.fill-for-block')) return false;
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

/** Everyone sees their own period (they fill it): no facts need reading for it. */
export function seesOwnPeriod(actor: AuthUser, userId: number): boolean {
  return userId === actor.id;
}

/**
 * Who sees the «Согласование» tab: the approving roles (their access list), and anyone who owns a
 * project (a manager approves her projects without an approving role) — the same people the approve calls let
 * in. This is the records' half, evaluated inside GET /me's one query.
 */
export const approveTabForOwners: AccessCondition = {
  key: 'timesheet.approve',
  opens: (userId) => sql`exists (select 1 from ${customerOwners} where ${customerOwners.userId} = ${userId})`,
  reads: [customerOwners],
};

/** What the TimeSheet policy needs to know about the actor and one row, read once for the whole set. */
export interface TimesheetRowFacts {
  /** The actor owns the row's project (or administers the timesheet). */
  approves: boolean;
  /** The actor fills this person's time (themselves, an assistant of their block, an administrator). */
  fills: boolean;
  /** The person's approval needs the charge-code override the actor lacks. */
  chargeLocked: boolean;
  /** The actor holds the permission to delete other people's time (writes: `timesheet.delete_writes`). */
  deletesOthers: boolean;
  /** Whose rows a filler deletes: only new drafts (writes), or any not yet approved (distributions). */
  ownDeletes: 'drafts' | 'any';
}

const NOT_YOURS = 'Вы не можете изменить часть выбранных записей';

/**
 * The policy of the TimeSheet workflow for one row (timesheet.workflow.ts), also the row's `abilities`: a
 * rejected row is sent again by whoever fills it or by its approver; approve, reject and unapprove
 * belong to the project's owners, and a Russian employee with a charge code needs the override; whoever
 * fills deletes their drafts, an owner with the delete permission deletes the rest.
 */
export function mayActOnTimesheetRow(
  _actor: AuthUser,
  row: { status: number },
  action: TsAction,
  facts: TimesheetRowFacts,
): PolicyAnswer {
  if (action === 'send') return facts.fills || facts.approves || NOT_YOURS;
  if (action === 'delete') {
    if (facts.fills && (facts.ownDeletes === 'any' || row.status === TS_STATUS.new)) return true;
    if (!facts.approves || !facts.deletesOthers) return 'Нет права удалять эти записи';
    return facts.chargeLocked ? CHARGE_LOCK_MESSAGE : true;
  }
  if (!facts.approves) return NOT_YOURS;
  return facts.chargeLocked ? CHARGE_LOCK_MESSAGE : true;
}
