import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DISMISSAL_CHECK,
  DISMISSAL_STATUS,
  DISMISSAL_TEXTS,
  dismissalStatusOf,
  isLockedStatus,
  type DismissalFacts,
} from '@intranet/contracts/dismissal/dismissal';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequests, bpStatuses } from '../requests/requests.schema.ts';
import type { StatusEntryHook } from '../requests/requests.workflow.ts';
import { lockRequests } from '../requests/requests.workflow.ts';
import { factNote } from './dismissal.facts.ts';
import { mayEditCheckList } from './dismissal.policy.ts';
import { directionsOf } from './dismissal.queries.ts';
import {
  dismissalCheckLists,
  dismissalDirections,
  dismissalSubjectTemplates,
  dismissalSubjects,
} from './dismissal.schema.ts';

/** The engine's status of a done application. */
const DONE_CODE = 'completed';

/**
 * A checklist per checking direction for a new application, from the active subject templates. A subject
 * whose template names a fact starts from it: «action required» when the fact calls for it, «no action
 * needed» when it says there is nothing to do; the others wait for the department's decision.
 */
export async function createCheckLists(db: Db, requestId: number, facts: DismissalFacts, actorId: number) {
  const directions = await db.select().from(dismissalDirections).orderBy(asc(dismissalDirections.position));
  const templates = await db
    .select()
    .from(dismissalSubjectTemplates)
    .where(eq(dismissalSubjectTemplates.isActive, true))
    .orderBy(asc(dismissalSubjectTemplates.position), asc(dismissalSubjectTemplates.id));
  for (const direction of directions) {
    const [list] = await db
      .insert(dismissalCheckLists)
      .values({ requestId, directionId: direction.id, updatedBy: actorId })
      .returning();
    const own = templates.filter((template) => template.directionId === direction.id);
    if (own.length === 0) continue;
    await db.insert(dismissalSubjects).values(
      own.map((template) => {
        const fact = factNote(template.fact, facts);
        return {
          checkListId: list!.id,
          title: template.title,
          note: fact?.note ?? null,
          check: fact
            ? fact.action
              ? DISMISSAL_CHECK.actionRequired
              : DISMISSAL_CHECK.noAction
            : DISMISSAL_CHECK.waiting,
          position: template.position,
        };
      }),
    );
  }
}

/**
 * The `onStatusEntry` hook of dismissal: an application enters «done» only with no subject waiting for a
 * decision (409 otherwise). It runs in the step's transaction under the request's row lock, which subject
 * updates take too, so a subject cannot go back to waiting between the check and the step.
 */
export function doneNeedsDecisionsHook(db: Db): StatusEntryHook {
  return async ({ requestIds }) => {
    const waiting = await db
      .select({ id: dismissalSubjects.id })
      .from(dismissalSubjects)
      .innerJoin(dismissalCheckLists, eq(dismissalCheckLists.id, dismissalSubjects.checkListId))
      .innerJoin(bpRequests, eq(bpRequests.id, dismissalCheckLists.requestId))
      .innerJoin(bpStatuses, eq(bpStatuses.id, bpRequests.statusId))
      .where(
        and(
          inArray(dismissalCheckLists.requestId, requestIds),
          eq(bpStatuses.code, DONE_CODE),
          eq(dismissalSubjects.check, DISMISSAL_CHECK.waiting),
        ),
      )
      .limit(1);
    if (waiting.length) throw conflict(DISMISSAL_TEXTS.waitingSubjects);
  };
}

/** Subject and checklist updates: the department of the checklist, while the application is open. */
export class CheckListsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: () => Promise<Catalog>,
    /** 404 unless the actor sees the application. */
    private readonly assertVisible: (actor: AuthUser, requestId: number) => Promise<void>,
  ) {}

  async updateValue(actor: AuthUser, subjectId: number, check: number) {
    const [subject] = await this.db
      .select({ subject: dismissalSubjects, list: dismissalCheckLists })
      .from(dismissalSubjects)
      .innerJoin(dismissalCheckLists, eq(dismissalCheckLists.id, dismissalSubjects.checkListId))
      .where(eq(dismissalSubjects.id, subjectId));
    if (!subject) throw notFound(DISMISSAL_TEXTS.subjectNotFound);
    await this.assertVisible(actor, subject.list.requestId);
    return this.db.transaction(async () => {
      await this.lockOpen(actor, subject.list.requestId, subject.list.directionId);
      const [row] = await this.db
        .update(dismissalSubjects)
        .set({ check, updatedBy: actor.id, updatedAt: this.clock.now() })
        .where(eq(dismissalSubjects.id, subjectId))
        .returning();
      return {
        id: row!.id,
        title: row!.title,
        check: row!.check,
        note: row!.note,
        updated_at: row!.updatedAt.toISOString(),
      };
    });
  }

  /** Returns the request id of the checklist (the service answers with the checklist as the viewer sees it). */
  async updateComment(actor: AuthUser, checkListId: number, comment: string | null): Promise<number> {
    const [list] = await this.db
      .select()
      .from(dismissalCheckLists)
      .where(eq(dismissalCheckLists.id, checkListId));
    if (!list) throw notFound(DISMISSAL_TEXTS.checkListNotFound);
    await this.assertVisible(actor, list.requestId);
    await this.db.transaction(async () => {
      await this.lockOpen(actor, list.requestId, list.directionId);
      await this.db
        .update(dismissalCheckLists)
        .set({ comment: comment || null, updatedBy: actor.id, updatedAt: this.clock.now() })
        .where(eq(dismissalCheckLists.id, checkListId));
    });
    return list.requestId;
  }

  /** Under the application's row lock: 409 when it is closed, 403 for another department's checklist. */
  private async lockOpen(actor: AuthUser, requestId: number, directionId: number) {
    const [request] = await lockRequests(this.db, [requestId]);
    if (!request) throw notFound(DISMISSAL_TEXTS.notFound);
    const catalog = await this.catalog();
    const status = dismissalStatusOf(catalog.statuses.get(request.statusId)!.code);
    const directions = { directionIds: await directionsOf(this.db, actor.id) };
    if (mayEditCheckList(directions, directionId, status)) return;
    if (isLockedStatus(status))
      throw conflict(
        status === DISMISSAL_STATUS.done ? DISMISSAL_TEXTS.doneLocked : DISMISSAL_TEXTS.closedLocked,
      );
    throw forbidden(DISMISSAL_TEXTS.otherDepartment);
  }
}
