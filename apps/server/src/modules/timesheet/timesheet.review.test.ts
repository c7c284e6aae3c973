import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TS_DISTRIBUTION_MESSAGES, TS_MESSAGES, TS_STATUS } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildCompany, buildDepartment, buildProject, buildUser } from '../../../test/factories.ts';
import { buildEditablePeriod, buildWrite } from './timesheet.factory.ts';
import { userPermissions } from '../permissions/permissions.schema.ts';
import { customerOwners, users } from '../users/users.schema.ts';
import {
  timesheetExemptProjects,
  timesheetExemptUsers,
  timesheetHistory,
  timesheetWrites,
} from './timesheet.schema.ts';

// What a review of the TimeSheet found, server side, over 2 … 13 November 2026 (4 November is a Russian holiday).
let ctx: TestContext;
let api: ApiClient;
let filler: Session;
let fillerId: number;
let coded: Session;
let serviceOwner: Session;
let overrider: Session;
let admin: Session;
let sourceId: number;
let serviceId: number;

interface Distribution {
  id: number;
  updated_at: string;
  abilities: Record<string, boolean>;
}
interface Write {
  id: number;
  date: string;
  time: number;
  updated_at: string;
  customer: { id: number };
  status: { id: number };
}

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  const fillerUser = await buildUser(db, { roles: ['ts_filling', 'project_manager'] });
  fillerId = fillerUser.id;
  filler = await api.as(fillerUser);
  const codedUser = await buildUser(db, {
    roles: ['ts_filling', 'project_manager'],
    countryId: 1,
    chargeCode: 'SAP-17',
  });
  coded = await api.as(codedUser);
  const owner = await buildUser(db, { roles: ['ts_approver'] });
  const withRight = await buildUser(db, { roles: ['ts_approver'] });
  await db.insert(userPermissions).values({ userId: withRight.id, permissionId: 2 });
  serviceOwner = await api.as(owner);
  overrider = await api.as(withRight);
  const adminUser = await buildUser(db, { roles: ['ts_admin'] });
  admin = await api.as(adminUser);
  sourceId = (await buildProject(db, { name: 'Проект Источник' })).id;
  const service = await buildProject(db, {
    name: 'Сервис-деск',
    typeId: 3,
    utilityType: 'DISCRETE',
    parentId: null,
  });
  serviceId = service.id;
  await db.insert(customerOwners).values([
    { customerId: serviceId, userId: owner.id },
    { customerId: serviceId, userId: withRight.id },
  ]);
  await buildEditablePeriod(db, '2026-11-01', '2026-11-30');
});
afterAll(async () => ctx?.close());

const saveWrites = (writes: object[], session = filler) => session.post('/api/timesheet/writes', { writes });
const saveDistributions = (distributions: object[], session = filler) =>
  session.post('/api/timesheet/distributions', { distributions });
const writesOf = async (session: Session, period = 'date_start=2026-11-01&date_end=2026-11-30') =>
  (await session.get(`/api/timesheet/writes?${period}`)).json<{ data: Write[] }>().data;

describe('a source write never drops below its distributions', () => {
  let write: Write;
  beforeAll(async () => {
    expect((await saveWrites([{ customer_id: sourceId, date: '2026-11-02', time: 480 }])).statusCode).toBe(
      200,
    );
    const moved = await saveDistributions([
      { customer_from: sourceId, customer_to: serviceId, date: '2026-11-02', time: 360 },
    ]);
    expect(moved.statusCode).toBe(200);
    write = (await writesOf(filler)).find((item) => item.date === '2026-11-02')!;
  });

  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(409);
    expect((response.json() as { message: string }).message).toBe(
      `${TS_DISTRIBUTION_MESSAGES.belowDistributions}###Проект Источник, 02.11.2026`,
    );
  };

  it('refuses lowering the write under the distributed 6 h with 409 and the ### text', async () => {
    expectRefused(
      await saveWrites([
        { customer_id: sourceId, date: '2026-11-02', time: 300, updated_at: write.updated_at },
      ]),
    );
    expect((await writesOf(filler)).find((item) => item.id === write.id)!.time).toBe(480);
  });

  it('refuses deleting it, by an empty cell or by DELETE', async () => {
    expectRefused(
      await saveWrites([
        { customer_id: sourceId, date: '2026-11-02', time: 0, updated_at: write.updated_at },
      ]),
    );
    expectRefused(await filler.delete(`/api/timesheet/writes?ids=${write.id}`));
    expect((await writesOf(filler)).some((item) => item.id === write.id)).toBe(true);
  });

  it('lets it go down to exactly what is distributed', async () => {
    const lowered = await saveWrites([
      { customer_id: sourceId, date: '2026-11-02', time: 360, updated_at: write.updated_at },
    ]);
    expect(lowered.statusCode).toBe(200);
  });
});

describe('every save carries the version it saw', () => {
  it('a cell saved without updated_at does not overwrite a row that appeared meanwhile', async () => {
    // Someone else (an assistant, another tab) wrote 3 h on 3 November after this editor loaded the week.
    await buildWrite(ctx.database.db, {
      userId: fillerId,
      customerId: sourceId,
      date: '2026-11-03',
      minutes: 180,
    });
    const blind = await saveWrites([{ customer_id: sourceId, date: '2026-11-03', time: 60 }]);
    expect(blind.statusCode).toBe(409);
    expect(blind.json<{ message: string }>().message).toBe(TS_MESSAGES.stale);
    const row = (await writesOf(filler)).find((item) => item.date === '2026-11-03')!;
    expect(row.time).toBe(180);
    const seen = await saveWrites([
      { customer_id: sourceId, date: '2026-11-03', time: 60, updated_at: row.updated_at },
    ]);
    expect(seen.statusCode).toBe(200);
  });

  it('the same for distributions', async () => {
    const first = await saveDistributions([
      { customer_from: sourceId, customer_to: serviceId, date: '2026-11-03', time: 30 },
    ]);
    expect(first.statusCode).toBe(200);
    const blind = await saveDistributions([
      { customer_from: sourceId, customer_to: serviceId, date: '2026-11-03', time: 45 },
    ]);
    expect(blind.statusCode).toBe(409);
    const [row] = first.json<{ data: Distribution[] }>().data.filter((item) => item.updated_at);
    const seen = await saveDistributions([
      {
        customer_from: sourceId,
        customer_to: serviceId,
        date: '2026-11-03',
        time: 45,
        updated_at: row!.updated_at,
      },
    ]);
    expect(seen.statusCode).toBe(200);
  });
});

describe('distributions keep the charge-code lock', () => {
  it('an approver without the override may not approve a charge-coded person’s distribution', async () => {
    expect(
      (await saveWrites([{ customer_id: sourceId, date: '2026-11-05', time: 480 }], coded)).statusCode,
    ).toBe(200);
    const saved = await saveDistributions(
      [{ customer_from: sourceId, customer_to: serviceId, date: '2026-11-05', time: 120 }],
      coded,
    );
    expect(saved.statusCode).toBe(200);
    const id = saved.json<{ data: Distribution[] }>().data[0]!.id;
    const sent = await coded.post('/api/timesheet/distributions-for-approve', {
      date_start: '2026-11-05',
      date_end: '2026-11-05',
    });
    expect(sent.statusCode).toBe(200);
    const listed = await serviceOwner.get(
      `/api/timesheet/distributions?date_start=2026-11-05&date_end=2026-11-05&customer_ids=${serviceId}`,
    );
    const row = listed.json<{ data: Distribution[] }>().data.find((item) => item.id === id)!;
    expect(row.abilities.approve).toBe(false);
    expect(row.abilities.reject).toBe(false);
    const refused = await serviceOwner.put('/api/timesheet/distributions', { ids: [id], action: 'approve' });
    expect(refused.statusCode).toBe(403);
    const approved = await overrider.put('/api/timesheet/distributions', { ids: [id], action: 'approve' });
    expect(approved.statusCode).toBe(200);
  });
});

describe('«ever sent» and an approved «не занят»', () => {
  it('a write born waiting (a correction) and edited back to «Новый» is deleted softly, with its history', async () => {
    const db = ctx.database.db;
    const born = await buildWrite(db, {
      userId: fillerId,
      customerId: sourceId,
      date: '2026-11-06',
      minutes: 120,
      status: TS_STATUS.forApproving,
      automatic: true,
    });
    await db.insert(timesheetHistory).values({
      entity: 'write',
      entityId: born.id,
      action: 'correct',
      newMinutes: 120,
      newStatus: TS_STATUS.forApproving,
    });
    const edited = await saveWrites([
      { customer_id: sourceId, date: '2026-11-06', time: 60, updated_at: born.updatedAt.toISOString() },
    ]);
    expect(edited.statusCode).toBe(200);
    const draft = (await writesOf(filler)).find((item) => item.id === born.id)!;
    expect(draft.status.id).toBe(TS_STATUS.new);
    const removed = await saveWrites([
      { customer_id: sourceId, date: '2026-11-06', time: 0, updated_at: draft.updated_at },
    ]);
    expect(removed.statusCode).toBe(200);
    const [kept] = await db.select().from(timesheetWrites).where(eq(timesheetWrites.id, born.id));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    const history = await db
      .select({ action: timesheetHistory.action })
      .from(timesheetHistory)
      .where(and(eq(timesheetHistory.entity, 'write'), eq(timesheetHistory.entityId, born.id)));
    expect(history.map((entry) => entry.action)).toContain('delete');
  });

  describe('an approved «не занят»', () => {
    let personId: number;
    let person: Session;
    let notBusyId: number;
    let approvedId: number;
    beforeAll(async () => {
      const db = ctx.database.db;
      const practice = await buildDepartment(db);
      const user = await buildUser(db, { roles: ['ts_filling'], departmentId: practice.id, countryId: 1 });
      personId = user.id;
      person = await api.as(user);
      const notBusy = await buildProject(db, {
        name: 'Не занят',
        typeId: 4,
        structureId: practice.id,
        parentId: null,
      });
      notBusyId = notBusy.id;
      // Tuesday 10 November: 2 h of «не занят» approved, then 4 h on the project (8 h norm: 2 h left).
      approvedId = (
        await buildWrite(db, {
          userId: personId,
          customerId: notBusyId,
          date: '2026-11-10',
          minutes: 120,
          status: TS_STATUS.approved,
          automatic: true,
        })
      ).id;
      await buildWrite(db, { userId: personId, customerId: sourceId, date: '2026-11-10', minutes: 240 });
    });
    const approvedRow = async () =>
      (await ctx.database.db.select().from(timesheetWrites).where(eq(timesheetWrites.id, approvedId)))[0]!;

    it('sending the day neither adds to it nor sends it back for approval', async () => {
      const period = { date_start: '2026-11-10', date_end: '2026-11-10' };
      const preview = await person.get(
        '/api/timesheet/not_busy_preview?date_start=2026-11-10&date_end=2026-11-10',
      );
      expect(preview.json<{ data: { days: unknown[] } }>().data.days).toEqual([]);
      const sent = await person.post('/api/timesheet/writes-for-approve', period);
      expect(sent.statusCode).toBe(200);
      const row = await approvedRow();
      expect(row.status).toBe(TS_STATUS.approved);
      expect(row.minutes).toBe(120);
    });

    it('a correction reports it and leaves it as it is', async () => {
      const corrected = await admin.post(`/api/timesheet/correct/users/${personId}`, {
        date_start: '2026-11-10',
        date_end: '2026-11-10',
      });
      expect(corrected.statusCode).toBe(200);
      const result = corrected.json<{ data: { errors: { date: string }[]; corrected: number }[] }>().data[0]!;
      expect(result.corrected).toBe(0);
      expect(result.errors.map((error) => error.date)).toEqual(['2026-11-10']);
      const row = await approvedRow();
      expect(row.status).toBe(TS_STATUS.approved);
      expect(row.minutes).toBe(120);
    });
  });
});

describe('the people picker and exemption deletes', () => {
  it('finds a person past the first 1,000 by name, and says how many there are', async () => {
    const db = ctx.database.db;
    const company = await buildCompany(db);
    const department = await buildDepartment(db);
    await db.insert(users).values(
      Array.from({ length: 1001 }, (_, index) => ({
        login: `crowd${index}`,
        email: `crowd${index}@example.test`,
        name: 'Пётр',
        lastName: index === 1000 ? 'Яхонтов-Последний' : `Ящиков${String(index).padStart(4, '0')}`,
        countryId: 1,
        companyId: company.id,
        departmentId: department.id,
        passwordHash: 'x',
      })),
    );
    const first = await admin.get('/api/timesheet/selectable_users?limit=1000');
    expect(first.statusCode).toBe(200);
    const page = first.json<{ data: { full_name: string }[]; meta: { total: number } }>();
    expect(page.data).toHaveLength(1000);
    expect(page.meta.total).toBeGreaterThan(1000);
    const found = await admin.get(
      `/api/timesheet/selectable_users?filter=${encodeURIComponent('Яхонтов-Последний')}`,
    );
    expect(found.json<{ data: { full_name: string }[] }>().data.map((user) => user.full_name)).toEqual([
      'Яхонтов-Последний Пётр',
    ]);
    const own = await filler.get(`/api/timesheet/selectable_users?filter=${encodeURIComponent('Яхонтов')}`);
    expect(own.json<{ data: unknown[]; meta: { total: number } }>()).toEqual({
      data: [],
      meta: { total: 0 },
    });
    expect((await admin.get('/api/timesheet/selectable_users?filter=Я')).statusCode).toBe(400);
  });

  it('deleting unknown exemption ids is a 404 and removes nothing', async () => {
    const db = ctx.database.db;
    const [exempt] = await db.insert(timesheetExemptUsers).values({ userId: fillerId }).returning();
    const [project] = await db.insert(timesheetExemptProjects).values({ customerId: sourceId }).returning();
    const users404 = await admin.delete(`/api/timesheet/exemption/users?ids=${exempt!.id},999999`);
    expect(users404.statusCode).toBe(404);
    expect(users404.json<{ message: string }>().message).toBe('Исключение не найдено: 999999');
    const projects404 = await admin.delete(`/api/timesheet/exemption/projects?ids=999998`);
    expect(projects404.statusCode).toBe(404);
    expect(
      await db.select().from(timesheetExemptUsers).where(eq(timesheetExemptUsers.id, exempt!.id)),
    ).toHaveLength(1);
    expect((await admin.delete(`/api/timesheet/exemption/users?ids=${exempt!.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/timesheet/exemption/projects?ids=${project!.id}`)).statusCode).toBe(204);
  });
});
