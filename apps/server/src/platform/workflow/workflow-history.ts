import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import { workflowHistory } from './workflow-history.schema.ts';

export type WorkflowHistoryRow = typeof workflowHistory.$inferSelect;

export interface WorkflowHistoryEntry {
  recordId: number;
  fromStatus: string | number | null;
  toStatus: string | number | null;
  action: string;
  /** The actor; the administrator behind a login-as is taken from it. */
  actor: Pick<AuthUser, 'id' | 'impersonatorUserId'>;
  onBehalfOfId?: number | null;
  comment?: string | null;
  changes?: Record<string, unknown> | null;
}

/** A status as the shared history stores it: text, so numeric and coded statuses share one column. */
export const statusAsText = (status: string | number | null) => (status === null ? null : String(status));

/**
 * Writes history rows of one kind in one statement; call it inside the transaction of the change it
 * describes (an `after` hook of a workflow), so a refused change leaves no row.
 */
export async function recordWorkflowHistory(
  db: Db,
  kind: string,
  entries: readonly WorkflowHistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(workflowHistory).values(
    entries.map((entry) => ({
      kind,
      recordId: entry.recordId,
      fromStatus: statusAsText(entry.fromStatus),
      toStatus: statusAsText(entry.toStatus),
      action: entry.action,
      actorId: entry.actor.id,
      impersonatorId: entry.actor.impersonatorUserId,
      onBehalfOfId: entry.onBehalfOfId ?? null,
      comment: entry.comment ?? null,
      changes: entry.changes ?? null,
    })),
  );
}

/**
 * A kind whose history a module keeps in a table of its own (TimeSheet's `timesheet_history`, Vacation's
 * `vacation_history`, older than this table): its rows of the given records mapped to the shared row shape
 * (statuses as text, the module's own fields in `changes`), oldest first by time, then by id.
 */
export type HistorySource = (db: Db, recordIds: readonly number[]) => Promise<WorkflowHistoryRow[]>;

const sources = new Map<string, HistorySource>();

/**
 * Makes `readWorkflowHistory(db, kind, …)` answer from the module's own table. Called where the module defines
 * the source, so the reader knows the kind wherever the module's history code is loaded.
 */
export function registerHistorySource(kind: string, source: HistorySource): void {
  const known = sources.get(kind);
  if (known && known !== source) throw new Error(`История «${kind}» уже зарегистрирована`);
  sources.set(kind, source);
}

/**
 * The history of records of one kind, oldest first (the order they happened in): from `workflow_history`, or
 * from the module's own table for a kind registered with `registerHistorySource`.
 */
export async function readWorkflowHistory(
  db: Db,
  kind: string,
  recordIds: readonly number[],
): Promise<WorkflowHistoryRow[]> {
  if (recordIds.length === 0) return [];
  const source = sources.get(kind);
  if (source) return source(db, recordIds);
  return db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.kind, kind), inArray(workflowHistory.recordId, [...recordIds])))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
}
