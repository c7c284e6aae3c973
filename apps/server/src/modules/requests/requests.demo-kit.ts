import { BP_HISTORY_KIND } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import type { Catalog, Process } from './requests.catalog.ts';
import { bpRequests } from './requests.schema.ts';

/** A step a demo request has taken: the transition's code, who took it, and their comment. */
export type DemoStep = [code: string, actorId: number, comment?: string];

export type DemoRequestRow = typeof bpRequests.$inferSelect;

/**
 * A demo request laid as the engine lays it: walked from the process's first status through `steps` (a step
 * the process has no transition for from where it stands ends the walk), inserted with its history. The kind
 * modules' demos (transfers, education, cards, dismissal) add their own row keyed by the returned id; the caller
 * refreshes the assignees of all it laid at once (`refreshAssignees`).
 */
export async function insertDemoRequest(
  db: Db,
  catalog: Catalog,
  process: Process,
  request: {
    authorId: number;
    title: string;
    data?: Record<string, string | number>;
    responsibleUserId?: number | null;
    at: Date;
    steps: readonly DemoStep[];
  },
): Promise<DemoRequestRow> {
  let statusId = process.type.initial_status_id;
  const codeOf = (id: number) => catalog.statuses.get(id)!.code;
  const history = [
    {
      fromStatus: null as string | null,
      toStatus: codeOf(statusId),
      action: 'create',
      actorId: request.authorId,
      comment: undefined as string | undefined,
    },
  ];
  for (const [code, actorId, comment] of request.steps) {
    const step = process.transitions.find((t) => t.code === code && t.from_status_id === statusId);
    if (!step) break;
    history.push({
      fromStatus: codeOf(statusId),
      toStatus: codeOf(step.to_status_id),
      action: code,
      actorId,
      comment,
    });
    statusId = step.to_status_id;
  }
  const [row] = await db
    .insert(bpRequests)
    .values({
      typeId: process.type.id,
      statusId,
      authorId: request.authorId,
      responsibleUserId: request.responsibleUserId ?? null,
      title: request.title,
      data: request.data ?? {},
      statusEnteredAt: request.at,
      createdAt: request.at,
      updatedAt: request.at,
    })
    .returning();
  await recordWorkflowHistory(
    db,
    BP_HISTORY_KIND,
    history.map(({ actorId, ...entry }) => ({
      ...entry,
      recordId: row!.id,
      actor: { id: actorId, impersonatorUserId: null },
    })),
  );
  return row!;
}

/** The demo's steps with logins turned into ids; a step whose login is not in the demo ends the walk. */
export function stepsOf(
  steps: readonly [code: string, login: string, comment?: string][],
  idOf: (login: string) => number | undefined,
): DemoStep[] {
  const resolved: DemoStep[] = [];
  for (const [code, login, comment] of steps) {
    const id = idOf(login);
    if (id === undefined) break;
    resolved.push([code, id, comment]);
  }
  return resolved;
}
