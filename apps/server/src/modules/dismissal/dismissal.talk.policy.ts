import { canAccess } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';

/** The people of an application as the talk part sees them (dismissal.talk.queries.ts, `findApplication`). */
export interface TalkApplication {
  id: number;
  statusCode: string;
  statusName: string;
  /** The status is final (completed, rejected, cancelled or annulled). */
  statusFinal: boolean;
  authorId: number;
  /** The leaver (null only for an engine request without its dismissal row). */
  employeeId: number | null;
  employeeFullName: string;
  managerId: number | null;
  assistantId: number | null;
  /** Members of the service departments of the application's checklist directions. */
  checklistPeople: number[];
}

/** The dismissal desk (HR, dismissal administrators, administrators). */
export function isDesk(actor: AuthUser): boolean {
  return canAccess(actor.roles, 'dismissal.desk');
}

/** Everyone named on the application, who takes part in its chat from its creation (the room's members). */
export function peopleOf(application: TalkApplication): number[] {
  const ids = [
    application.authorId,
    application.employeeId,
    application.managerId,
    application.assistantId,
    ...application.checklistPeople,
  ].filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/** Reads and writes the application's chat: its people and the desk. */
export function mayTalk(actor: AuthUser, application: TalkApplication): boolean {
  return isDesk(actor) || peopleOf(application).includes(actor.id);
}

/** Sees the poll's answers: the leaver and the desk (the manager does not: the answers are the leaver's word to HR). */
export function mayReadPoll(actor: AuthUser, application: TalkApplication): boolean {
  return actor.id === application.employeeId || isDesk(actor);
}

/** Answers the poll: the leaver only. */
export function mayAnswerPoll(actor: AuthUser, application: TalkApplication): boolean {
  return application.employeeId !== null && actor.id === application.employeeId;
}

/**
 * A rejected, withdrawn or annulled application keeps its answers but takes no new ones; a completed one still
 * does (people often answer on their last day, after the paperwork is done).
 */
export function pollOpen(application: TalkApplication): boolean {
  return !application.statusFinal || application.statusCode === 'completed';
}
