import { canAccess, type VacReportName } from '@intranet/contracts';
import { rule } from '../../../platform/auth/authorize.ts';
import type { AuthUser } from '../../../platform/auth/guard.ts';

/**
 * Who runs which vacation report, and whose rows they see (docs/modules/vacation-reports.md):
 * - the report itself: its access key (`vacation.report.{name}` in contracts vacation/access.ts);
 * - admin and vacation_system_admin see everyone;
 * - an assistant sees the people of their block (outside any block: everyone, as on the TimeSheet screens);
 * - a vacation approver sees the people reporting to them, directly or further down;
 * - everyone sees their own rows.
 */
export interface VacReportScope {
  all: boolean;
  actorId: number;
  subordinates: boolean;
  /** People of this block (structure id) are visible; null: none through a block. */
  blockId: number | null;
}

export function canRunVacReport(actor: Pick<AuthUser, 'roles'>, name: VacReportName): boolean {
  return canAccess(actor.roles, `vacation.report.${name}`);
}

/** A report the actor's roles do not open (access key `vacation.report.NAME`) is 403. */
export const runVacReport = rule((actor, name: VacReportName) => canRunVacReport(actor, name));

export function vacReportScope(
  actor: Pick<AuthUser, 'id' | 'roles'>,
  actorBlockId: number | null,
): VacReportScope {
  const assistant = canAccess(actor.roles, 'vacation.plan-for-others');
  const all = canAccess(actor.roles, 'vacation.reports.all') || (assistant && actorBlockId === null);
  return {
    all,
    actorId: actor.id,
    subordinates: !all && canAccess(actor.roles, 'vacation.reports.subordinates'),
    blockId: !all && assistant ? actorBlockId : null,
  };
}
