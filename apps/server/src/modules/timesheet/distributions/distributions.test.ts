import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_DISTRIBUTION_MESSAGES } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { buildEditablePeriod } from '../timesheet.factory.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildUser, buildProject } from '../../../../test/factories.ts';
import { customerOwners } from '../../users/users.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let assistant: Session;
let serviceOwner: Session;
let employee: Session;
let sourceId: number;
let serviceId: number;
let endedServiceId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const assistantUser = await buildUser(db, { roles: ['assistant'] });
  assistant = await api.as(assistantUser);
  const owner = await buildUser(db, { roles: ['ts_approver'] });
  serviceOwner = await api.as(owner);
  const plain = await buildUser(db, { roles: ['ts_filling'] });
  employee = await api.as(plain);
  const source = await buildProject(db, { name: 'Проект Источник', typeId: 2, parentId: null });
  const service = await buildProject(db, {
    name: 'Сервис-деск',
    typeId: 3,
    utilityType: 'DISCRETE',
    parentId: null,
  });
  const ended = await buildProject(db, {
    name: 'Старый сервис',
    typeId: 3,
    utilityType: 'FLOW',
    dateEnd: '2019-12-31',
    parentId: null,
  });
  sourceId = source.id;
  serviceId = service.id;
  endedServiceId = ended.id;
  await db.insert(customerOwners).values({ customerId: serviceId, userId: owner.id });
  await buildEditablePeriod(db, '2026-11-01', '2026-11-30');
  // The assistant's own 8 hours on the source project on 2 November.
  const saved = await assistant.post('/api/timesheet/writes', {
    writes: [{ customer_id: sourceId, date: '2026-11-02', time: 480 }],
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => ctx?.close());

const save = (distributions: object[], session = assistant) =>
  session.post('/api/timesheet/distributions', { distributions });

describe('distributions', () => {
  it('offers only live FLOW/DISCRETE services as targets', async () => {
    const targets = await assistant.get('/api/timesheet/services_customers');
    expect(targets.json<{ data: { name: string }[] }>().data.map((target) => target.name)).toEqual([
      'Сервис-деск',
    ]);
    const ended = await save([
      { customer_from: sourceId, customer_to: endedServiceId, date: '2026-11-02', time: 60 },
    ]);
    expect(ended.statusCode).toBe(400);
    expect(ended.json<{ errors: { customer_to: string[] } }>().errors.customer_to).toEqual([
      TS_DISTRIBUTION_MESSAGES.notTarget,
    ]);
  });

  it('moves the cut-off: ts_admin only, a date, and an older cut-off brings ended services back', async () => {
    const admin = await buildUser(ctx.database.db, { roles: ['ts_admin'] });
    const tsAdmin = await api.as(admin);
    const put = (session: Session, date: string) =>
      session.put('/api/timesheet/distributions/cutoff', { date });
    const current = await assistant.get('/api/timesheet/distributions/cutoff');
    expect(current.json<{ data: { date: string } }>().data.date).toBe('2020-03-01');
    expect((await put(assistant, '2019-01-01')).statusCode).toBe(403);
    const unseen = await employee.get('/api/timesheet/distributions/cutoff');
    expect(unseen.statusCode).toBe(403);
    expect((await put(tsAdmin, '01.01.2019')).statusCode).toBe(400);
    expect((await put(tsAdmin, '2019-01-01')).statusCode).toBe(200);
    const targets = await assistant.get('/api/timesheet/services_customers');
    expect(
      targets
        .json<{ data: { name: string }[] }>()
        .data.map((target) => target.name)
        .sort(),
    ).toEqual(['Сервис-деск', 'Старый сервис']);
    expect((await put(tsAdmin, '2020-03-01')).statusCode).toBe(200);
  });

  it('saves within the source total and refuses more, naming the project after ###', async () => {
    const ok = await save([
      { customer_from: sourceId, customer_to: serviceId, date: '2026-11-02', time: 180, comment: 'Заявки' },
    ]);
    expect(ok.statusCode).toBe(200);
    const [saved] = ok.json<{ data: { time: number; status: { id: number }; updated_at: string }[] }>().data;
    expect(saved).toMatchObject({ time: 180, status: { id: 1 } });
    const over = await save([
      {
        customer_from: sourceId,
        customer_to: serviceId,
        date: '2026-11-02',
        time: 600,
        updated_at: saved!.updated_at,
      },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(
      `${TS_DISTRIBUTION_MESSAGES.overSource}###Проект Источник, 02.11.2026`,
    );
    const noSource = await save([
      { customer_from: sourceId, customer_to: serviceId, date: '2026-11-03', time: 60 },
    ]);
    expect(noSource.statusCode).toBe(400);
  });

  it('sends for approval; the service owner approves; others are refused', async () => {
    const sent = await assistant.post('/api/timesheet/distributions-for-approve', {
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(sent.json()).toEqual({ data: { sent: 1 } });
    const list = await serviceOwner.get(
      `/api/timesheet/distributions?date_start=2026-11-01&date_end=2026-11-30&customer_ids=${serviceId}`,
    );
    const [record] = list.json<{ data: { id: number; status: { id: number } }[] }>().data;
    expect(record!.status.id).toBe(2);
    const act = (session: Session) =>
      session.put('/api/timesheet/distributions', { ids: [record!.id], action: 'approve' });
    expect((await act(employee)).statusCode).toBe(403);
    const approved = await act(serviceOwner);
    expect(approved.json<{ data: { status: { id: number } }[] }>().data[0]!.status.id).toBe(3);
    const remove = await assistant.delete(`/api/timesheet/distributions?ids=${record!.id}`);
    expect(remove.statusCode).toBe(409);
  });

  it('is 403 for a role without the services tab and 400 for bad input', async () => {
    expect(
      (
        await save(
          [{ customer_from: sourceId, customer_to: serviceId, date: '2026-11-02', time: 60 }],
          employee,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await save([{ customer_from: sourceId, customer_to: serviceId, date: '2026-11-02', time: -5 }]))
        .statusCode,
    ).toBe(400);
    expect((await save([])).statusCode).toBe(400);
  });
});
