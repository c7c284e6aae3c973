import { BP_TEXTS, type BpTransition } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { rule } from '../../platform/auth/authorize.ts';
import { personsOf, PERSONAL_WHO, type ActorRelations, type RequestParties } from './requests.relations.ts';

/** A request as the policy sees it. */
export interface PolicyRequest extends RequestParties {
  typeId: number;
  statusId: number;
}

/** How the actor matches a transition: in their own right, or for an assignee on vacation. */
export interface Match {
  transition: BpTransition;
  /** The person on vacation the actor stands in for; null when acting in their own right. */
  onBehalfOf: number | null;
}

/** Whether the actor may take this one transition on this request, and for whom. */
export function matchTransition(
  actor: AuthUser,
  request: PolicyRequest,
  transition: BpTransition,
  relations: ActorRelations,
): Match | null {
  if (transition.who === 'role')
    return transition.role && actor.roles.includes(transition.role) ? { transition, onBehalfOf: null } : null;
  if (transition.who === 'department')
    return transition.department_id !== null && relations.departments.has(transition.department_id)
      ? { transition, onBehalfOf: null }
      : null;
  const persons = personsOf(transition.who, request, relations.authors.get(request.authorId));
  if (persons.includes(actor.id)) return { transition, onBehalfOf: null };
  if (!PERSONAL_WHO.has(transition.who)) return null;
  const absent = persons.find((person) => relations.represented.has(person));
  return absent === undefined ? null : { transition, onBehalfOf: absent };
}

/**
 * The one decision of the engine, for an action and for the buttons alike:
 * - a transition of this action from the current status names the actor: allowed (the first such, by position);
 * - the actor takes part in the request (views it, or is a party to this action at another step) but not
 *   in this step now: the request has moved on or never offers it here — a conflict (409, the table's text);
 * - anyone else: forbidden (403).
 */
export type Decision =
  { allowed: true; match: Match } | { allowed: false; refusal: 'conflict' | 'forbidden' };

export function decide(
  actor: AuthUser,
  request: PolicyRequest,
  code: string,
  transitions: readonly BpTransition[],
  relations: ActorRelations,
): Decision {
  const ofAction = transitions.filter((t) => t.code === code);
  for (const transition of ofAction) {
    if (transition.from_status_id !== request.statusId) continue;
    const match = matchTransition(actor, request, transition, relations);
    if (match) return { allowed: true, match };
  }
  const offeredNow = ofAction.some((t) => t.from_status_id === request.statusId);
  const party = ofAction.some(
    (t) => t.from_status_id !== request.statusId && matchTransition(actor, request, t, relations) !== null,
  );
  if (party || (!offeredNow && mayView(actor, request, relations, transitions)))
    return { allowed: false, refusal: 'conflict' };
  return { allowed: false, refusal: 'forbidden' };
}

/**
 * Who may see a request: its author, the people it waits on, anyone in its history, whoever may act on it now,
 * the desk of its kind (ActorRelations.deskTypeIds) and the requests' administrators.
 */
export function mayView(
  actor: AuthUser,
  request: PolicyRequest,
  relations: ActorRelations,
  transitions: readonly BpTransition[],
): boolean {
  if (relations.admin || relations.deskTypeIds.has(request.typeId)) return true;
  if (request.authorId === actor.id || relations.involved.has(request.id)) return true;
  return transitions.some(
    (t) => t.from_status_id === request.statusId && matchTransition(actor, request, t, relations) !== null,
  );
}

/**
 * The author edits a request while it is in its first status; administrators and the desk of its kind while
 * it is not finished.
 */
export const editRequest = rule<{
  request: PolicyRequest;
  initialStatusId: number;
  terminal: boolean;
  admin: boolean;
  desk: boolean;
}>(
  (actor, { request, initialStatusId, terminal, admin, desk }) =>
    (request.authorId === actor.id && request.statusId === initialStatusId) || ((admin || desk) && !terminal),
  BP_TEXTS.editDenied,
);
