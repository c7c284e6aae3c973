import { asc, inArray, isNull, and, sql } from 'drizzle-orm';
import { BP_HISTORY_KIND, BP_TEXTS, transitionRefusal } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError } from '../../platform/http/app-error.ts';
import type { AppliedEvent, Workflow } from '../../platform/workflow/workflow.ts';
import { recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import { refreshAssignees } from './requests.assignees.ts';
import type { Catalog, Process } from './requests.catalog.ts';
import { decide, type Match } from './requests.policy.ts';
import { actorRelations, type ActorRelations } from './requests.relations.ts';
import { bpRequests } from './requests.schema.ts';

type RequestRow = typeof bpRequests.$inferSelect;
/** A request as the engine moves it (`status` is what applyWorkflow reads). */
export type RequestRecord = RequestRow & { status: number };

export interface TransitionInput {
  comment?: string | null;
}

export interface RequestContext {
  relations: ActorRelations;
  /** The transition each request is moved by, and for whom: what `may` allowed, for the history. */
  chosen: Map<number, Match>;
}

/** What a status entry tells the hooks after the engine's own writes (notifications, reminders). */
export interface StatusEntry {
  requestIds: number[];
  actor: AuthUser;
  action: string;
  /** The comment of the action (a rejection's reason), for the notices. */
  comment: string | null;
}

/** Hooks run in the transaction of every status entry (a creation too), after history and assignees. */
export type StatusEntryHook = (entry: StatusEntry) => Promise<void>;

export interface RequestsWorkflowDeps {
  db: Db;
  clock: Clock;
  onStatusEntry: readonly StatusEntryHook[];
}

export const asRecord = (row: RequestRow): RequestRecord => ({ ...row, status: row.statusId });

/** Locks live requests in id order (`FOR NO KEY UPDATE`), the engine's first step. */
export async function lockRequests(db: Db, ids: readonly number[]): Promise<RequestRecord[]> {
  const rows = await db
    .select()
    .from(bpRequests)
    .where(and(inArray(bpRequests.id, [...ids]), isNull(bpRequests.deletedAt)))
    .orderBy(asc(bpRequests.id))
    .for('no key update');
  return rows.map(asRecord);
}

/**
 * The Workflow of one process for platform/workflow's applyWorkflow: its table built from the rows, `may`
 * from the one decision of requests.policy.ts (a refusal that is a conflict is thrown as 409 with the table's
 * text), a required comment checked against the transition taken, and the history, the assignees and the
 * status-entry hooks in the same transaction.
 */
export function requestsWorkflow(
  deps: RequestsWorkflowDeps,
  process: Process,
  catalog: Catalog,
): Workflow<RequestRecord, string, TransitionInput, RequestContext> {
  const { db, clock } = deps;
  return {
    name: `request:${process.type.code}`,
    table: process.table,
    db,
    target: {
      table: bpRequests,
      id: bpRequests.id,
      status: bpRequests.statusId,
      set: () => ({ statusEnteredAt: clock.now(), updatedAt: sql`now()` }),
    },
    lock: (ids) => lockRequests(db, ids),
    context: async (actor, rows) => ({
      relations: await actorRelations(db, catalog, actor, rows, clock.today()),
      chosen: new Map(),
    }),
    may: (actor, row, action, context) => {
      const decision = decide(actor, row, action, process.transitions, context.relations);
      if (decision.allowed) {
        context.chosen.set(row.id, decision.match);
        return true;
      }
      if (decision.refusal === 'conflict')
        throw conflict(transitionRefusal(process.table, action, row.status));
      return BP_TEXTS.transitionDenied;
    },
    check: ({ input, changes, context }) => {
      for (const { row } of changes) {
        if (context.chosen.get(row.id)?.transition.comment_required && !input.comment)
          throw fieldError('comment', BP_TEXTS.commentRequired);
      }
      return Promise.resolve();
    },
    after: [
      (event) => writeHistory(db, catalog, event),
      async ({ changes }) => {
        const moved = await lockRequests(
          db,
          changes.map((change) => change.row.id),
        );
        await refreshAssignees(db, catalog, moved, clock.today());
      },
      async ({ changes, actor, action, input }) => {
        for (const hook of deps.onStatusEntry)
          await hook({
            requestIds: changes.map((change) => change.row.id),
            actor,
            action,
            comment: input.comment ?? null,
          });
      },
    ],
  };
}

function writeHistory(
  db: Db,
  catalog: Catalog,
  {
    action,
    actor,
    input,
    changes,
    context,
  }: AppliedEvent<RequestRecord, string, TransitionInput, RequestContext>,
): Promise<void> {
  const code = (id: number | null) => (id === null ? null : (catalog.statuses.get(id)?.code ?? String(id)));
  return recordWorkflowHistory(
    db,
    BP_HISTORY_KIND,
    changes.map((change) => ({
      recordId: change.row.id,
      fromStatus: code(change.from),
      toStatus: code(change.to),
      action,
      actor,
      onBehalfOfId: context.chosen.get(change.row.id)?.onBehalfOf ?? null,
      comment: input.comment ?? null,
    })),
  );
}
