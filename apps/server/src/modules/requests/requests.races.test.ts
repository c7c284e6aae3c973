import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import {
  addDepartmentMember,
  buildAbsence,
  buildAuthorWithChain,
  buildRequest,
  findStatus,
  findType,
} from './requests.factory.ts';
import { bpTransitions } from './requests.schema.ts';

/**
 * Two assignees acting on one request at once: exactly one wins, the other gets 409, one history row is
 * written. Real parallelism needs PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const TODAY = '2026-03-04';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let first: Session;
let second: Session;
let authorId: number;
let manager: Session;
let deputy: Session;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  const api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  authorId = chain.author.id;
  // The manager is away today and their substitute stands in: both may decide the manager's step.
  const substitute = await buildUser(db);
  await buildAbsence(db, chain.manager.id, TODAY, substitute.id);
  manager = await api.as(chain.manager);
  deputy = await api.as(substitute);
  const [one, two] = [await buildUser(db), await buildUser(db)];
  await addDepartmentMember(db, 'training', one.id);
  await addDepartmentMember(db, 'training', two.id);
  first = await api.as(one);
  second = await api.as(two);
});
afterAll(async () => ctx?.close());

async function race(
  codes: [string, string],
  sessions: () => [Session, Session] = () => [first, second],
  at: { typeCode: string; statusCode: string } = {
    typeCode: 'education_external',
    statusCode: 'processing_training',
  },
) {
  const db = ctx.database.db;
  for (let round = 0; round < ROUNDS; round++) {
    const request = await buildRequest(db, { ...at, authorId, today: TODAY });
    const answers = await Promise.all(
      sessions().map((session, index) =>
        session.call(endpoints.transition, {
          params: { id: request.id, code: codes[index]! },
          body: { comment: 'Параллельно' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.recordId, request.id), ne(workflowHistory.action, 'create')));
    expect(rows).toHaveLength(1);
  }
}

describe.runIf(onPostgres)('two assignees at once', () => {
  it('complete ‖ annul: one wins', () => race(['complete', 'annul']));
  it('complete ‖ complete: one wins', () => race(['complete', 'complete']));
  const managersStep = { typeCode: 'equipment', statusCode: 'approval_manager' };
  it('approve ‖ reject by a manager and their substitute: one wins', () =>
    race(['approve', 'reject'], () => [manager, deputy], managersStep));
  it('approve ‖ approve by a manager and their substitute: one wins', () =>
    race(['approve', 'approve'], () => [manager, deputy], managersStep));

  // The web sends the version it shows: the late one of the two learns the request moved (409), whatever the
  // rules of the status it moved to say about them.
  it('add-status with the version seen, by a manager and their substitute: one wins, the other 409', async () => {
    const db = ctx.database.db;
    const type = await findType(db, 'equipment');
    const from = await findStatus(db, 'approval_manager');
    const [approve] = await db
      .select()
      .from(bpTransitions)
      .where(
        and(
          eq(bpTransitions.typeId, type.id),
          eq(bpTransitions.fromStatusId, from.id),
          eq(bpTransitions.code, 'approve'),
        ),
      );
    for (let round = 0; round < ROUNDS; round++) {
      const request = await buildRequest(db, { ...managersStep, authorId, today: TODAY });
      const answers = await Promise.all(
        [manager, deputy].map((session) =>
          session.call(endpoints.addStatus, {
            params: { id: request.id, status: approve!.toStatusId },
            query: { updated_at: request.updatedAt.toISOString() },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    }
  });
});
