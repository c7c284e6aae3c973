import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transfer, TransferBody } from '@intranet/contracts';
import { transfersEndpoints as endpoints } from '@intranet/contracts/transfers/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import { buildAbsence, buildAuthorWithChain, findStatus } from '../requests/requests.factory.ts';
import { buildEmployed, buildTransferTargets } from './transfers.factory.ts';

/**
 * Two approvers of one step at once (the manager and their substitute), and the author's edit at once with
 * their own sending: one wins, the other gets 409, one history row is written. Real parallelism needs
 * PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const TODAY = '2026-03-04';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let author: Session;
let manager: Session;
let deputy: Session;
let targets: Awaited<ReturnType<typeof buildTransferTargets>>;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  const api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db, { roles: ['department_manager'] });
  // The manager is away today and their substitute stands in: both may decide the manager's step.
  const substitute = await buildUser(db);
  await buildAbsence(db, chain.manager.id, TODAY, substitute.id);
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  deputy = await api.as(substitute);
  targets = await buildTransferTargets(db);
});
afterAll(async () => ctx?.close());

async function bodyFor(comment = 'С нового квартала'): Promise<TransferBody> {
  const { person } = await buildEmployed(ctx.database.db, {
    departmentId: targets.practiceA.id,
    locationId: targets.office.id,
    workPosition: 'Разработчик',
    hireDate: '2024-02-01',
  });
  return {
    type: 'company',
    date_of_admission: '2026-04-01',
    comment,
    users: [
      {
        user_id: person.id,
        company_id: targets.company.id,
        manager_id: manager.id,
        office_id: targets.office.id,
        region_id: targets.region.id,
        department_id: targets.practiceB.id,
        work_position: 'Ведущий разработчик',
      },
    ],
  };
}

async function create(body: TransferBody): Promise<Transfer> {
  const response = await author.call(endpoints.create, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Transfer }>().data;
}

const moves = (id: number) =>
  ctx.database.db
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.recordId, id), ne(workflowHistory.action, 'create')));

/** A move to `code` with the version the caller saw (the web sends it). */
async function move(session: Session, transfer: Transfer, code: string) {
  const status = await findStatus(ctx.database.db, code);
  return session.call(endpoints.addStatus, {
    params: { id: transfer.id, status: status.id },
    query: { updated_at: transfer.updated_at },
  });
}

describe.runIf(onPostgres)('a transfer acted on twice at once', () => {
  it('the manager and their substitute approve: one wins, the other 409, one history row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const created = await create(await bodyFor());
      const sent = await move(author, created, 'approval_manager');
      expect(sent.statusCode, sent.body).toBe(200);
      const seen = sent.json<{ data: Transfer }>().data;
      const before = (await moves(created.id)).length;
      const answers = await Promise.all(
        [manager, deputy].map((session) => move(session, seen, 'approval_director')),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await moves(created.id)).toHaveLength(before + 1);
    }
  });

  it('the author edits and sends at once: one wins, the other 409, one history row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const body = await bodyFor();
      const created = await create(body);
      const [edit, send] = await Promise.all([
        author.call(endpoints.edit, {
          params: { id: created.id },
          body: { ...body, comment: 'Со следующего месяца', updated_at: created.updated_at },
        }),
        move(author, created, 'approval_manager'),
      ]);
      expect([edit.statusCode, send.statusCode].sort()).toEqual([200, 409]);
      expect(await moves(created.id)).toHaveLength(1);
    }
  });
});
