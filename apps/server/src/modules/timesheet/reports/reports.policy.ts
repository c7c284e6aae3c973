import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';

/**
 * Whose time a TimeSheet report shows to the actor (docs/modules/timesheet-reports.md). Everyone allowed on
 * the tab sees their own rows; beyond that:
 * - ts_admin, admin and ts_reporter see everyone;
 * - a manager (anyone people report to, directly or further down the chain) sees their people;
 * - an assistant sees the people of their block (an assistant outside any block: everyone, as on the fill
 *   screen);
 * - a project owner (project_manager, ts_approver or a manager who approves a project) sees the time written
 *   to the projects they own, and the people who wrote it in the period.
 */
export interface ReportScope {
  all: boolean;
  actorId: number;
  /** People reporting to the actor, directly or not, are visible. */
  subordinates: boolean;
  /** People of this block (a structure id) are visible; null: none through a block. */
  blockId: number | null;
  /** Time on projects the actor owns is visible. */
  ownedProjects: boolean;
}

/** The scope of one actor; `actorBlockId` is the block of the actor's department (null outside any block). */
export function reportScope(actor: AuthUser, actorBlockId: number | null): ReportScope {
  const assistant = canAccess(actor.roles, 'timesheet.fill-for-block');
  const all = canAccess(actor.roles, 'timesheet.reports.all') || (assistant && actorBlockId === null);
  return {
    all,
    actorId: actor.id,
    subordinates: !all,
    blockId: !all && assistant ? actorBlockId : null,
    ownedProjects: !all,
  };
}
