import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BP_HISTORY_KIND } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import { CatalogCache } from './requests.catalog.ts';
import { insertDemoRequest, stepsOf } from './requests.demo-kit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-04' });
});
afterAll(async () => ctx?.close());

async function historyOf(recordId: number) {
  return ctx.database.db
    .select()
    .from(workflowHistory)
    .where(and(eq(workflowHistory.kind, BP_HISTORY_KIND), eq(workflowHistory.recordId, recordId)))
    .orderBy(asc(workflowHistory.id));
}

describe('a demo request laid as the engine lays it', () => {
  it('walks the steps from the first status and writes one history row per step, comments kept', async () => {
    const db = ctx.database.db;
    const author = await buildUser(db);
    const manager = await buildUser(db);
    const catalog = await new CatalogCache(db).get();
    const process = [...catalog.processes.values()].find((p) => p.type.code === 'equipment')!;
    const row = await insertDemoRequest(db, catalog, process, {
      authorId: author.id,
      title: 'Демо-заявление',
      at: new Date('2026-03-01T10:00:00Z'),
      steps: [
        ['submit', author.id],
        ['reject', manager.id, 'Не сейчас'],
      ],
    });
    expect(catalog.statuses.get(row.statusId)!.code).toBe('rejected');
    expect(row.createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const history = await historyOf(row.id);
    expect(history.map((entry) => [entry.action, entry.toStatus, entry.actorId, entry.comment])).toEqual([
      ['create', 'registered', author.id, null],
      ['submit', 'approval_manager', author.id, null],
      ['reject', 'rejected', manager.id, 'Не сейчас'],
    ]);
  });

  it('ends the walk at a step the process has no transition for, and at a login the demo lacks', async () => {
    const db = ctx.database.db;
    const author = await buildUser(db);
    const catalog = await new CatalogCache(db).get();
    const process = [...catalog.processes.values()].find((p) => p.type.code === 'equipment')!;
    const row = await insertDemoRequest(db, catalog, process, {
      authorId: author.id,
      title: 'Демо-заявление',
      at: new Date('2026-03-01T10:00:00Z'),
      steps: [
        ['approve', author.id],
        ['submit', author.id],
      ],
    });
    expect(catalog.statuses.get(row.statusId)!.code).toBe('registered');
    expect(await historyOf(row.id)).toHaveLength(1);

    const ids = new Map([['employee', 7]]);
    expect(
      stepsOf(
        [
          ['submit', 'employee'],
          ['approve', 'nobody'],
          ['complete', 'employee'],
        ],
        (login) => ids.get(login),
      ),
    ).toEqual([['submit', 7, undefined]]);
  });
});
