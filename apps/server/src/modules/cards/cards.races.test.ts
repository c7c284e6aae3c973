import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetails, CardFieldsInput } from '@intranet/contracts';
import { cardsEndpoints as endpoints } from '@intranet/contracts/cards/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildOrganisation, buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import { buildAbsence, buildAuthorWithChain, findStatus } from '../requests/requests.factory.ts';

/**
 * Two approvers of one step at once (the manager and their substitute), and the assistants' edit at once
 * with their completing the order: one wins, the other gets 409, one history row is written. Real
 * parallelism needs PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const TODAY = '2026-03-04';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let author: Session;
let manager: Session;
let deputy: Session;
let assistant: Session;
let officeId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  const api = await client(ctx);
  const db = ctx.database.db;
  officeId = (await buildOrganisation(db)).office.id;
  const chain = await buildAuthorWithChain(db);
  // The manager is away today and their substitute stands in: both may decide the manager's step.
  const substitute = await buildUser(db);
  await buildAbsence(db, chain.manager.id, TODAY, substitute.id);
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  deputy = await api.as(substitute);
  assistant = await api.as('assistant');
});
afterAll(async () => ctx?.close());

const order = (): CardFieldsInput => ({
  last_name: 'Щукина',
  first_name: 'Юлия',
  middle_name: 'Сергеевна',
  work_position: 'Ведущий аналитик',
  email: 'yulia@example.test',
  address_id: officeId,
});

async function create(): Promise<CardDetails> {
  const response = await author.call(endpoints.create, { body: order() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CardDetails }>().data;
}

/** A move to `code` with the version the caller saw (the web sends it). */
async function move(session: Session, card: CardDetails, code: string) {
  const status = await findStatus(ctx.database.db, code);
  return session.call(endpoints.addStatus, {
    params: { id: card.id, status: status.id },
    query: { updated_at: card.updated_at },
  });
}

const moves = (id: number) =>
  ctx.database.db
    .select({ id: workflowHistory.id })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.recordId, id), ne(workflowHistory.action, 'create')));

describe.runIf(onPostgres)('a card order acted on twice at once', () => {
  it('the manager and their substitute approve: one wins, the other 409, one history row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const card = await create();
      const sent = await move(author, card, 'approval_manager');
      expect(sent.statusCode, sent.body).toBe(200);
      const seen = sent.json<{ data: CardDetails }>().data;
      const before = (await moves(card.id)).length;
      const answers = await Promise.all(
        [manager, deputy].map((session) => move(session, seen, 'in_progress')),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await moves(card.id)).toHaveLength(before + 1);
    }
  });

  it('the assistants edit and complete at once: one wins, the other 409, one history row', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const card = await create();
      expect((await move(author, card, 'approval_manager')).statusCode).toBe(200);
      const approved = await move(manager, await readCard(card.id), 'in_progress');
      expect(approved.statusCode, approved.body).toBe(200);
      const seen = approved.json<{ data: CardDetails }>().data;
      const before = (await moves(card.id)).length;
      const [edit, done] = await Promise.all([
        assistant.call(endpoints.edit, {
          params: { id: card.id },
          body: {
            ...order(),
            assistant_comment: 'Печать в пятницу',
            updated_at: seen.updated_at,
          },
        }),
        move(assistant, seen, 'completed'),
      ]);
      expect([edit.statusCode, done.statusCode].sort()).toEqual([200, 409]);
      expect(await moves(card.id)).toHaveLength(before + 1);
    }
  });
});

const readCard = async (id: number) =>
  (await author.call(endpoints.one, { params: { id } })).json<{ data: CardDetails }>().data;
