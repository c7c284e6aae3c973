import { canAccess } from '@intranet/contracts';
import { isLockedStatus, type DismissalStatus } from '@intranet/contracts/dismissal/dismissal';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** HR and the dismissal administrators (dismissal.desk): every application, the report, any field until done. */
export function isDesk(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'dismissal.desk');
}

/** Who files applications (responsibilities: applications can_create). */
export function mayCreate(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'dismissal.create');
}

/** The people of one application as the rules see them. */
export interface DismissalParties {
  authorId: number;
  employeeId: number;
  managerId: number;
  assistantId: number | null;
  status: DismissalStatus;
}

/** What the actor is to the checking directions: the ids of the directions whose departments they are in. */
export interface ActorDirections {
  directionIds: ReadonlySet<number>;
}

/**
 * Who sees an application: the desk, its author, the leaver, the manager, the assistant, and the people of
 * the checking departments (they check every leaver). The engine's own rule (whoever acted on it) is added by
 * the service.
 */
export function mayView(actor: AuthUser, parties: DismissalParties, directions: ActorDirections): boolean {
  return (
    isDesk(actor) ||
    [parties.authorId, parties.employeeId, parties.managerId, parties.assistantId].includes(actor.id) ||
    directions.directionIds.size > 0
  );
}

/** The fields change by the author or the desk while the application is open (a done one is a 409 first). */
export function mayEdit(actor: AuthUser, parties: DismissalParties): boolean {
  if (isLockedStatus(parties.status)) return false;
  return isDesk(actor) || parties.authorId === actor.id;
}

/** A checklist is edited by its own department, while the application is open. */
export function mayEditCheckList(
  directions: ActorDirections,
  directionId: number,
  status: DismissalStatus,
): boolean {
  return !isLockedStatus(status) && directions.directionIds.has(directionId);
}

/**
 * Whose checklists the actor sees: a checking department's member who is nothing else to the application
 * sees only their own; everyone else who sees the application sees them all.
 */
export function visibleDirections(
  actor: AuthUser,
  parties: DismissalParties,
  directions: ActorDirections,
): ReadonlySet<number> | 'all' {
  const other =
    isDesk(actor) ||
    [parties.authorId, parties.employeeId, parties.managerId, parties.assistantId].includes(actor.id);
  return other ? 'all' : directions.directionIds;
}
