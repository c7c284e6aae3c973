import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISMISSAL_CHECK, type Dismissal } from '@intranet/contracts/dismissal/dismissal';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildCompany, buildUser } from '../../../test/factories.ts';
import { addDepartmentMember } from '../requests/requests.factory.ts';
import { dismissalCheckLists, dismissalSubjects } from './dismissal.schema.ts';

/**
 * The closing department pressing «done» while a checking department puts a subject back to «waiting»: one
 * of them wins, the other gets 409, and an application is never done with a subject waiting. Real
 * parallelism needs PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const TODAY = '2026-03-04';
const DONE = 5;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let manager: Session;
let finance: Session;
let closer: Session;
let companyId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  hr = await api.as('hr');
  manager = await api.as('manager');
  finance = await api.as();
  await addDepartmentMember(db, 'dismissal_finance_legal', finance.id);
  closer = await api.as();
  await addDepartmentMember(db, 'dismissal', closer.id);
  companyId = (await buildCompany(db, { name: 'Лига Цифровых Решений' })).id;
});
afterAll(async () => ctx?.close());

/** An approved application whose subjects are all decided: «done» may be pressed. */
async function readyToClose(): Promise<Dismissal> {
  const db = ctx.database.db;
  const person = await buildUser(db, { managerId: manager.id });
  const created = await hr.call(endpoints.create, {
    body: {
      employee_id: person.id,
      default_legal_entity_id: companyId,
      manager_id: manager.id,
      fire_date: '2026-03-31',
      reason_for_leaving: 'Переезд',
      employment_record: 'electronic',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const application = created.json<{ data: Dismissal }>().data;
  const approved = await manager.call(endpoints.setStatus, {
    params: { id: application.id },
    body: { status: 2 },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const lists = db
    .select({ id: dismissalCheckLists.id })
    .from(dismissalCheckLists)
    .where(eq(dismissalCheckLists.requestId, application.id));
  await db
    .update(dismissalSubjects)
    .set({ check: DISMISSAL_CHECK.noAction })
    .where(inArray(dismissalSubjects.checkListId, lists));
  return application;
}

describe.runIf(onPostgres)('«done» and a subject update at once', () => {
  it('one wins, the other 409; never done while a subject waits', async () => {
    const db = ctx.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const application = await readyToClose();
      const subject = application.check_lists.find((list) => list.direction.code === 'finance_legal')!
        .subjects[0]!;
      const [done, back] = await Promise.all([
        closer.call(endpoints.setStatus, { params: { id: application.id }, body: { status: DONE } }),
        finance.call(endpoints.subjectValue, {
          params: { id: subject.id },
          body: { check: DISMISSAL_CHECK.waiting },
        }),
      ]);
      expect([done.statusCode, back.statusCode].sort()).toEqual([200, 409]);
      const waiting = await db
        .select({ id: dismissalSubjects.id })
        .from(dismissalSubjects)
        .innerJoin(dismissalCheckLists, eq(dismissalCheckLists.id, dismissalSubjects.checkListId))
        .where(
          and(
            eq(dismissalCheckLists.requestId, application.id),
            eq(dismissalSubjects.check, DISMISSAL_CHECK.waiting),
          ),
        );
      const status = (await closer.call(endpoints.one, { params: { id: application.id } })).json<{
        data: Dismissal;
      }>().data.status.id;
      if (done.statusCode === 200) {
        expect(status).toBe(DONE);
        expect(waiting).toEqual([]);
      } else {
        expect(status).not.toBe(DONE);
        expect(waiting).toHaveLength(1);
      }
    }
  });
});
