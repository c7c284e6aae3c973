import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationEndpoints as endpoints } from '@intranet/contracts/education/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import {
  addDepartmentMember,
  buildAuthorWithChain,
  findStatus,
  findType,
} from '../requests/requests.factory.ts';

/**
 * Two members of the training department decide one education request at once through
 * GET /bp_educations/{id}/add-status/{status}: one wins, the other gets 409, one history row. Real
 * parallelism needs PostgreSQL (TEST_DB_ENGINE=postgres); PGlite runs one statement at a time.
 */
const ROUNDS = 10;
const TODAY = '2026-03-04';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let author: Session;
let manager: Session;
let director: Session;
let first: Session;
let second: Session;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  const api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  director = await api.as(chain.director);
  const [one, two] = [await buildUser(db), await buildUser(db)];
  await addDepartmentMember(db, 'training', one.id);
  await addDepartmentMember(db, 'training', two.id);
  first = await api.as(one);
  second = await api.as(two);
});
afterAll(async () => ctx?.close());

async function atTrainingDesk(): Promise<number> {
  const type = await findType(ctx.database.db, 'education_external');
  const created = await author.call(endpoints.create, {
    body: { bp_type_id: type.id, type_id: 'course', course: 'Параллельный курс' },
  });
  const id = created.json<{ data: { id: number } }>().data.id;
  for (const [session, code] of [
    [author, 'approval_manager'],
    [manager, 'approval_director'],
    [director, 'processing_training'],
  ] as const) {
    const status = await findStatus(ctx.database.db, code);
    expect((await session.call(endpoints.addStatus, { params: { id, status: status.id } })).statusCode).toBe(
      200,
    );
  }
  return id;
}

describe.runIf(onPostgres)('two training-department members at once', () => {
  it('completed ‖ cancelled: one wins, the other gets 409, one history row', async () => {
    const completed = await findStatus(ctx.database.db, 'completed');
    const cancelled = await findStatus(ctx.database.db, 'cancelled');
    for (let round = 0; round < ROUNDS; round++) {
      const id = await atTrainingDesk();
      const answers = await Promise.all([
        first.call(endpoints.addStatus, { params: { id, status: completed.id } }),
        second.call(endpoints.addStatus, {
          params: { id, status: cancelled.id },
          query: { comment: 'Параллельно' },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const rows = await ctx.database.db
        .select()
        .from(workflowHistory)
        .where(
          and(
            eq(workflowHistory.recordId, id),
            eq(workflowHistory.fromStatus, 'processing_training'),
            ne(workflowHistory.action, 'edit'),
          ),
        );
      expect(rows).toHaveLength(1);
    }
  });
});
