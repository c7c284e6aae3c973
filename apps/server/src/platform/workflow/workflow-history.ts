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

const asText = (status: string | number | null) => (status === null ? null : String(status));

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
      fromStatus: asText(entry.fromStatus),
      toStatus: asText(entry.toStatus),
      action: entry.action,
      actorId: entry.actor.id,
      impersonatorId: entry.actor.impersonatorUserId,
      onBehalfOfId: entry.onBehalfOfId ?? null,
      comment: entry.comment ?? null,
      changes: entry.changes ?? null,
    })),
  );
}

/** The history of records of one kind, oldest first (the order they happened in). */
export async function readWorkflowHistory(
  db: Db,
  kind: string,
  recordIds: readonly number[],
): Promise<WorkflowHistoryRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.kind, kind), inArray(workflowHistory.recordId, [...recordIds])))
    .orderBy(asc(workflowHistory.createdAt), asc(workflowHistory.id));
}
