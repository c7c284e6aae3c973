import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_STALE_MESSAGE, type BpRequestDetails } from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { actorOf, client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import { bpAssignees, bpRequests } from './requests.schema.ts';
import {
  addDepartmentMember,
  buildAbsence,
  buildAuthorWithChain,
  buildRequest,
  findStatus,
  findType,
} from './requests.factory.ts';

/** A Wednesday: the overdue list counts working days back from it. */
const TODAY = '2026-03-04';

let ctx: TestContext;
let api: ApiClient;
let author: Session;
let manager: Session;
let director: Session;
let trainer: Session;
let stranger: Session;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  author = await api.as(chain.author);
  manager = await api.as(chain.manager);
  director = await api.as(chain.director);
  const trainerUser = await buildUser(db);
  await addDepartmentMember(db, 'training', trainerUser.id);
  trainer = await api.as(trainerUser);
  stranger = await api.as();
  admin = await api.as('admin');
});
afterAll(async () => ctx?.close());

const history = (id: number) =>
  ctx.database.db
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.recordId, id))
    .orderBy(workflowHistory.id);

/** An education request as its module files it (createOwn of kind education): the engine walks its route. */
async function createEducation(session: Session = author) {
  const type = await findType(ctx.database.db, 'education_external');
  const id = await ctx.services.requests.createOwn(
    await actorOf(ctx, session.id),
    { type_id: type.id, title: 'Курс по Kubernetes', data: {} },
    'education',
  );
  const response = await session.call(endpoints.one, { params: { id } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { id: number; updated_at: string } }>().data;
}

describe('the education route, step by step', () => {
  it('walks registered → manager → director → training centre → completed with a history row each', async () => {
    const created = await createEducation();
    const act = (session: Session, code: string, body: object = {}) =>
      session.call(endpoints.transition, { params: { id: created.id, code }, body });

    const details = (await author.call(endpoints.one, { params: { id: created.id } })).json<{
      data: { status: { code: string }; actions: { code: string }[]; can_edit: boolean };
    }>().data;
    expect(details.status.code).toBe('registered');
    expect(details.actions.map((action) => action.code)).toEqual(['submit', 'cancel']);
    expect(details.can_edit).toBe(true);

    expect((await manager.call(endpoints.one, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await act(manager, 'submit')).statusCode).toBe(403);
    expect((await act(author, 'submit')).statusCode).toBe(200);
    expect(
      (await manager.call(endpoints.inbox)).json<{ data: { id: number }[] }>().data.map((r) => r.id),
    ).toContain(created.id);
    expect((await act(author, 'approve')).statusCode).toBe(403);
    const missing = await act(manager, 'reject');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.comment).toBeDefined();
    expect((await act(manager, 'approve')).statusCode).toBe(200);
    // The manager's step has passed: a repeated click is a conflict, not a refusal.
    expect((await act(manager, 'approve')).statusCode).toBe(409);
    expect((await act(director, 'approve', { comment: 'Согласую' })).statusCode).toBe(200);
    expect((await act(author, 'cancel')).statusCode).toBe(409);
    const done = await act(trainer, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json<{ data: { status: { code: string } } }>().data.status.code).toBe('completed');

    const rows = await history(created.id);
    expect(rows.map((row) => [row.action, row.fromStatus, row.toStatus, row.actorId])).toEqual([
      ['create', null, 'registered', author.id],
      ['submit', 'registered', 'approval_manager', author.id],
      ['approve', 'approval_manager', 'approval_director', manager.id],
      ['approve', 'approval_director', 'processing_training', director.id],
      ['complete', 'processing_training', 'completed', trainer.id],
    ]);
    expect(rows[3]!.comment).toBe('Согласую');
    expect(rows.every((row) => row.onBehalfOfId === null)).toBe(true);
    // Nobody waits on a finished request; those in its history still see it.
    expect(
      await ctx.database.db.select().from(bpAssignees).where(eq(bpAssignees.requestId, created.id)),
    ).toEqual([]);
    expect((await manager.call(endpoints.history, { params: { id: created.id } })).statusCode).toBe(200);
    expect((await stranger.call(endpoints.history, { params: { id: created.id } })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown request, action or status', async () => {
    const created = await createEducation();
    expect((await author.call(endpoints.one, { params: { id: 999999 } })).statusCode).toBe(404);
    expect(
      (await author.call(endpoints.transition, { params: { id: created.id, code: 'launch' }, body: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await author.call(endpoints.addStatus, { params: { id: created.id, status: 999999 } })).statusCode,
    ).toBe(404);
    expect((await author.call(endpoints.history, { params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('moves by add-status to a status a transition of the actor leads to', async () => {
    const created = await createEducation();
    const db = ctx.database.db;
    const onApproval = await findStatus(db, 'approval_manager');
    const completed = await findStatus(db, 'completed');
    expect(
      (await stranger.call(endpoints.addStatus, { params: { id: created.id, status: onApproval.id } }))
        .statusCode,
    ).toBe(403);
    const refused = await author.call(endpoints.addStatus, {
      params: { id: created.id, status: completed.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Выполнена');
    const moved = await author.call(endpoints.addStatus, {
      params: { id: created.id, status: onApproval.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: { status: { id: number } } }>().data.status.id).toBe(onApproval.id);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const created = await createEducation();
    await author.call(endpoints.edit, {
      params: { id: created.id },
      body: { title: 'Курс по Kubernetes, продвинутый', updated_at: created.updated_at },
    });
    const stale = await author.call(endpoints.transition, {
      params: { id: created.id, code: 'submit' },
      body: { updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(WORKFLOW_STALE_MESSAGE);
    expect((await history(created.id)).map((row) => row.action)).toEqual(['create', 'edit']);
  });
});

describe('creating and editing', () => {
  it('files only custom processes through POST /bps and sends the other kinds to their page', async () => {
    const db = ctx.database.db;
    for (const [code, page] of [
      ['education_external', '/services/education/create/'],
      ['transfer_group', '/services-transfer'],
      ['business_cards', '/services/cards/create/'],
    ] as const) {
      const type = await findType(db, code);
      const refused = await author.call(endpoints.create, { body: { type_id: type.id, title: 'Заявка' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.type_id![0]).toContain(page);
    }
    const mine = await author.call(endpoints.mine, { query: { per_page: '1000' } });
    expect(mine.json<{ data: { title: string }[] }>().data.map((row) => row.title)).not.toContain('Заявка');
  });

  it('checks a custom process form and records an edit with its changes', async () => {
    const type = await findType(ctx.database.db, 'employment_certificate');
    const bad = await author.call(endpoints.create, {
      body: { type_id: type.id, title: 'Справка', data: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['data.purpose', 'data.copies']);
    expect(
      (await author.call(endpoints.create, { body: { type_id: 999999, title: 'Справка' } })).statusCode,
    ).toBe(400);
    expect((await author.call(endpoints.create, { body: { type_id: type.id, title: '' } })).statusCode).toBe(
      400,
    );
    const created = await author.call(endpoints.create, {
      body: { type_id: type.id, title: 'Справка', data: { purpose: 'В банк', copies: 1 } },
    });
    expect(created.statusCode).toBe(201);
    const { id, updated_at } = created.json<{ data: { id: number; updated_at: string } }>().data;
    const edited = await author.call(endpoints.edit, {
      params: { id },
      body: { title: 'Справка в банк', data: { purpose: 'В банк', copies: 2 }, updated_at },
    });
    expect(edited.statusCode).toBe(200);
    const [, edit] = await history(id);
    expect(edit!.changes).toEqual({
      title: { before: 'Справка', after: 'Справка в банк' },
      'data.copies': { before: 1, after: 2 },
    });
    expect(
      (await stranger.call(endpoints.edit, { params: { id }, body: { title: 'x', updated_at } })).statusCode,
    ).toBe(404);
    const stale = await author.call(endpoints.edit, {
      params: { id },
      body: { title: 'Справка', data: { purpose: 'В банк', copies: 1 }, updated_at },
    });
    expect(stale.statusCode).toBe(409);
    await author.call(endpoints.transition, { params: { id, code: 'submit' }, body: {} });
    const current = (await author.call(endpoints.one, { params: { id } })).json<{
      data: { updated_at: string };
    }>().data;
    const locked = await author.call(endpoints.edit, {
      params: { id },
      body: { title: 'Ещё', data: { purpose: 'В банк', copies: 1 }, updated_at: current.updated_at },
    });
    expect(locked.statusCode).toBe(403);
  });

  it('lists my requests, custom types, all types and statuses', async () => {
    const someone = await api.as();
    await createEducation(someone);
    const mine = (await someone.call(endpoints.mine)).json<{
      data: { author: { id: number } }[];
      meta: { total: number };
    }>();
    expect(mine.meta.total).toBe(1);
    expect(mine.data[0]!.author.id).toBe(someone.id);
    const custom = (await someone.call(endpoints.customTypes)).json<{ data: { kind: string }[] }>().data;
    // the custom processes the migrations lay: two of the requests module and the catalogue's proposal
    expect(custom.length).toBe(3);
    expect(custom.every((type) => type.kind === 'custom')).toBe(true);
    const types = (await someone.call(endpoints.types)).json<{ data: { transitions: unknown[] }[] }>().data;
    expect(types.length).toBeGreaterThanOrEqual(7);
    expect(types.every((type) => type.transitions.length > 0)).toBe(true);
    expect(
      (await someone.call(endpoints.statuses)).json<{ data: unknown[] }>().data.length,
    ).toBeGreaterThanOrEqual(10);
    expect((await api.anonymous.call(endpoints.mine)).statusCode).toBe(401);
    expect((await someone.call(endpoints.mine, { query: { per_page: '0' } })).statusCode).toBe(400);
  });
});

describe('status names (admin)', () => {
  it('renames a status for everyone, refuses others, empty and long names, unknown ids', async () => {
    const status = await findStatus(ctx.database.db, 'in_progress');
    const rename = (session: Session, name: string, id = status.id) =>
      session.call(endpoints.renameStatus, { params: { id }, body: { name } });
    expect((await rename(author, 'Исполняется')).statusCode).toBe(403);
    expect((await rename(admin, '  ')).statusCode).toBe(400);
    expect((await rename(admin, 'я'.repeat(101))).statusCode).toBe(400);
    expect((await rename(admin, 'Исполняется', 999999)).statusCode).toBe(404);
    expect((await rename(admin, 'Исполняется')).statusCode).toBe(200);
    const statuses = (await author.call(endpoints.statuses)).json<{ data: { id: number; name: string }[] }>()
      .data;
    expect(statuses.find((item) => item.id === status.id)!.name).toBe('Исполняется');
    await rename(admin, 'В работе');
  });
});

describe('substitutes', () => {
  it('routes to the substitute of a manager away today, and records whom they acted for', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    const substitute = await buildUser(db);
    await buildAbsence(db, chain.manager.id, TODAY, substitute.id);
    const request = await buildRequest(db, {
      typeCode: 'equipment',
      authorId: chain.author.id,
      statusCode: 'approval_manager',
      today: TODAY,
    });
    const assignees = await db.select().from(bpAssignees).where(eq(bpAssignees.requestId, request.id));
    expect(assignees.map((row) => [row.userId, row.onBehalfOfId]).sort()).toEqual(
      [
        [chain.manager.id, null],
        [substitute.id, chain.manager.id],
      ].sort(),
    );
    const deputy = await api.as(substitute);
    const inbox = (await deputy.call(endpoints.inbox)).json<{ data: { id: number }[] }>().data;
    expect(inbox.map((row) => row.id)).toEqual([request.id]);
    const one = (await deputy.call(endpoints.one, { params: { id: request.id } })).json<{
      data: BpRequestDetails;
    }>().data;
    expect(one.abilities).toMatchObject({ approve: true, reject: true, submit: false, cancel: false });
    // The request page says whom it waits for, the substitute with the person away.
    expect(one.assignees.map((row) => [row.person.id, row.on_behalf_of?.id ?? null]).sort()).toEqual(
      [
        [chain.manager.id, null],
        [substitute.id, chain.manager.id],
      ].sort(),
    );
    expect(
      (await deputy.call(endpoints.transition, { params: { id: request.id, code: 'approve' }, body: {} }))
        .statusCode,
    ).toBe(200);
    const [, approve] = await history(request.id).then((rows) => [null, rows.at(-1)!]);
    expect([approve!.actorId, approve!.onBehalfOfId]).toEqual([substitute.id, chain.manager.id]);
  });

  it('stops routing once the vacation has ended', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    const substitute = await buildUser(db);
    await buildAbsence(db, chain.manager.id, '2026-02-20', substitute.id);
    const request = await buildRequest(db, {
      typeCode: 'equipment',
      authorId: chain.author.id,
      statusCode: 'approval_manager',
      today: TODAY,
    });
    const assignees = await db.select().from(bpAssignees).where(eq(bpAssignees.requestId, request.id));
    expect(assignees.map((row) => row.userId)).toEqual([chain.manager.id]);
    const deputy = await api.as(substitute);
    expect((await deputy.call(endpoints.inbox)).json<{ data: unknown[] }>().data).toEqual([]);
    expect(
      (await deputy.call(endpoints.transition, { params: { id: request.id, code: 'approve' }, body: {} }))
        .statusCode,
    ).toBe(403);
  });
});

describe('overdue (admin)', () => {
  it('lists requests waiting longer than the setting in working days', async () => {
    const db = ctx.database.db;
    const chain = await buildAuthorWithChain(db);
    const old = await buildRequest(db, {
      typeCode: 'equipment',
      authorId: chain.author.id,
      statusCode: 'approval_manager',
      today: TODAY,
    });
    const fresh = await buildRequest(db, {
      typeCode: 'equipment',
      authorId: chain.author.id,
      statusCode: 'approval_manager',
      today: TODAY,
    });
    const done = await buildRequest(db, {
      typeCode: 'equipment',
      authorId: chain.author.id,
      statusCode: 'completed',
      today: TODAY,
    });
    // Wednesday 4 March: Tue, Mon and Fri 27 Feb are three working days back; entering before Friday is overdue.
    await db
      .update(bpRequests)
      .set({ statusEnteredAt: new Date('2026-02-26T10:00:00') })
      .where(eq(bpRequests.id, old.id));
    await db
      .update(bpRequests)
      .set({ statusEnteredAt: new Date('2026-02-27T10:00:00') })
      .where(eq(bpRequests.id, fresh.id));
    await db
      .update(bpRequests)
      .set({ statusEnteredAt: new Date('2026-01-10T10:00:00') })
      .where(eq(bpRequests.id, done.id));
    const ids = (await admin.call(endpoints.overdue, { query: { per_page: '1000' } }))
      .json<{ data: { id: number }[] }>()
      .data.map((row) => row.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(done.id);
    expect((await author.call(endpoints.overdue)).statusCode).toBe(403);
    expect((await admin.call(endpoints.overdue, { query: { page: '0' } })).statusCode).toBe(400);
  });
});
