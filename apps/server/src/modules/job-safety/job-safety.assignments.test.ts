import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import type { JobSafetyAssignment } from '@intranet/contracts/job-safety/job-safety';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { users } from '../users/users.schema.ts';
import { JobSafetyAssignmentsService } from './job-safety.assignments.service.ts';
import { buildCourse } from './job-safety.factory.ts';
import { safetyEvaluates } from './job-safety.schema.ts';

const TODAY = '2026-06-15';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let employee: Session;
let org: Awaited<ReturnType<typeof buildOrganisation>>;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  hr = await api.as('hr');
  employee = await api.as();
  org = await buildOrganisation(ctx.database.db);
});
afterAll(async () => ctx?.close());

const windowsOf = (chapterId: number) =>
  ctx.database.db
    .select({ userId: safetyEvaluates.userId, start: safetyEvaluates.start, end: safetyEvaluates.end })
    .from(safetyEvaluates)
    .where(eq(safetyEvaluates.chapterId, chapterId));

describe('assignment rules', () => {
  it('HR add, list and delete a rule; a repeat is 409; bad input 400; an employee 403', async () => {
    const { chapterId } = await buildCourse(ctx.database.db, { questions: 1 });
    const body = {
      chapter_id: chapterId,
      office_id: org.office.id,
      work_position: 'Инженер',
      window_days: 14,
    };
    const created = await hr.call(endpoints.createAssignment, { body });
    expect(created.statusCode).toBe(201);
    const rule = created.json<{ data: JobSafetyAssignment }>().data;
    expect(rule).toMatchObject({
      chapter_id: chapterId,
      office: { id: org.office.id, name: org.office.name },
      work_position: 'Инженер',
      window_days: 14,
    });
    const list = (await hr.call(endpoints.assignments)).json<{ data: JobSafetyAssignment[] }>().data;
    expect(list.map((row) => row.id)).toContain(rule.id);

    const repeat = await hr.call(endpoints.createAssignment, {
      body: { ...body, work_position: '  инженер ', window_days: 30 },
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json<{ message: string }>().message).toBe('Такое правило назначения уже есть');

    const errorsOf = async (patch: object) => {
      const response = await hr.call(endpoints.createAssignment, { body: { ...body, ...patch } });
      expect(response.statusCode).toBe(400);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect((await errorsOf({ chapter_id: 999_999 })).chapter_id).toEqual(['Глава не найдена']);
    expect((await errorsOf({ office_id: org.practiceA.id })).office_id).toEqual(['Офис не найден']);
    expect((await errorsOf({ window_days: 0 })).window_days).toBeDefined();

    expect((await employee.call(endpoints.assignments)).statusCode).toBe(403);
    expect((await employee.call(endpoints.createAssignment, { body })).statusCode).toBe(403);
    expect((await employee.call(endpoints.runAssignments)).statusCode).toBe(403);
    expect((await employee.call(endpoints.deleteAssignment, { params: { id: rule.id } })).statusCode).toBe(
      403,
    );

    expect((await hr.call(endpoints.deleteAssignment, { params: { id: rule.id } })).statusCode).toBe(204);
    expect((await hr.call(endpoints.deleteAssignment, { params: { id: rule.id } })).statusCode).toBe(404);
  });
});

describe('the assignment run', () => {
  it('opens a window for each matched person still working, once a day; the fired get none', async () => {
    const db = ctx.database.db;
    const { chapterId } = await buildCourse(db, { questions: 1 });
    const matched = await api.as();
    const fired = await api.as();
    const elsewhere = await api.as();
    const otherJob = await api.as();
    const position = 'Инженер по охране труда';
    await db
      .update(users)
      .set({ officeId: org.office.id, workPosition: position })
      .where(eq(users.id, matched.id));
    await db
      .update(users)
      .set({ officeId: org.office.id, workPosition: position, fireDate: '2026-01-31' })
      .where(eq(users.id, fired.id));
    await db.update(users).set({ officeId: null, workPosition: position }).where(eq(users.id, elsewhere.id));
    await db
      .update(users)
      .set({ officeId: org.office.id, workPosition: 'Бухгалтер' })
      .where(eq(users.id, otherJob.id));
    const rule = await hr.call(endpoints.createAssignment, {
      body: {
        chapter_id: chapterId,
        office_id: org.office.id,
        work_position: position.toUpperCase(),
        window_days: 10,
      },
    });
    expect(rule.statusCode).toBe(201);

    const first = await hr.call(endpoints.runAssignments);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { added: number } }>().data.added).toBeGreaterThanOrEqual(1);
    expect(await windowsOf(chapterId)).toEqual([{ userId: matched.id, start: TODAY, end: '2026-06-24' }]);

    // A chapter whose bank holds no question opens no windows: nobody could pass its test.
    const { chapterId: empty } = await buildCourse(db, { questions: 0 });
    await hr.call(endpoints.createAssignment, { body: { chapter_id: empty } });

    const second = await hr.call(endpoints.runAssignments);
    expect(second.json<{ data: { added: number } }>().data.added).toBe(0);
    expect(await windowsOf(chapterId)).toHaveLength(1);
    expect(await windowsOf(empty)).toEqual([]);
  });

  it('opens the next window exactly the chapter period after the last start, not a day before', async () => {
    const db = ctx.database.db;
    const { chapterId } = await buildCourse(db, { questions: 1 });
    const person = await api.as();
    const position = 'Электромонтёр';
    await db.update(users).set({ workPosition: position }).where(eq(users.id, person.id));
    await hr.call(endpoints.createAssignment, { body: { chapter_id: chapterId, work_position: position } });
    let day = TODAY;
    const clock: Clock = { now: () => new Date(`${day}T12:00:00`), today: () => day };
    const service = new JobSafetyAssignmentsService(db, clock);
    const personWindows = () =>
      db
        .select({ start: safetyEvaluates.start, end: safetyEvaluates.end })
        .from(safetyEvaluates)
        .where(and(eq(safetyEvaluates.chapterId, chapterId), eq(safetyEvaluates.userId, person.id)));

    await service.assignWindows();
    expect(await personWindows()).toEqual([{ start: TODAY, end: '2026-07-14' }]);
    // The chapter's period is 12 months: 14 June 2027 is a day early, 15 June 2027 is due.
    day = '2027-06-14';
    await service.assignWindows();
    expect(await personWindows()).toHaveLength(1);
    day = '2027-06-15';
    await service.assignWindows();
    expect((await personWindows()).map((window) => window.start)).toEqual([TODAY, '2027-06-15']);
  });
});
