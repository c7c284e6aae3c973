import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import type { JobSafetyStandingRow } from '@intranet/contracts/job-safety/job-safety';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { users } from '../users/users.schema.ts';
import { buildCourse, buildEvaluate } from './job-safety.factory.ts';
import { safetyAttempts } from './job-safety.schema.ts';

const TODAY = '2026-12-10';

let ctx: TestContext;
let api: ApiClient;
let hr: Session;
let manager: Session;
const people: Record<'passed' | 'due' | 'overdue' | 'none', Session> = {} as never;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  hr = await api.as('hr');
  manager = await api.as();
  const course = await buildCourse(db, { questions: 1 });
  for (const key of ['passed', 'due', 'overdue', 'none'] as const) {
    people[key] = await api.as();
    await db.update(users).set({ managerId: manager.id }).where(eq(users.id, people[key].id));
  }
  const window = { chapterId: course.chapterId, start: '2026-11-01', end: '2026-12-31' };
  const passedWindow = await buildEvaluate(db, { userId: people.passed.id, ...window });
  await db.insert(safetyAttempts).values({
    evaluateId: passedWindow,
    userId: people.passed.id,
    ticketId: course.ticketId,
    questionIds: [course.questions[0]!.id],
    startedAt: new Date('2026-12-01T10:00:00'),
    deadlineAt: new Date('2026-12-01T10:30:00'),
    finishedAt: new Date('2026-12-01T10:10:00'),
    correctCount: 1,
    passed: true,
  });
  await buildEvaluate(db, { userId: people.due.id, ...window });
  await buildEvaluate(db, {
    userId: people.overdue.id,
    chapterId: course.chapterId,
    start: '2025-02-01',
    end: '2025-03-31',
  });
});
afterAll(async () => ctx?.close());

const standingOf = (rows: JobSafetyStandingRow[], session: Session) =>
  rows.find((row) => row.user.id === session.id)?.standing;

describe('the report', () => {
  it('HR sees who passed, who is due and who is overdue; a filter narrows it', async () => {
    const response = await hr.call(endpoints.report);
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: JobSafetyStandingRow[] }>().data;
    expect(standingOf(rows, people.passed)).toBe('passed');
    expect(standingOf(rows, people.due)).toBe('due');
    expect(standingOf(rows, people.overdue)).toBe('overdue');
    expect(standingOf(rows, people.none)).toBeUndefined();
    const overdue = (await hr.call(endpoints.report, { query: { standing: 'overdue' } })).json<{
      data: JobSafetyStandingRow[];
    }>().data;
    expect(overdue.map((row) => row.user.id)).toEqual([people.overdue.id]);
    expect((await hr.call(endpoints.report, { query: { standing: 'late' } })).statusCode).toBe(400);
    expect((await people.due.call(endpoints.report)).statusCode).toBe(403);
  });

  it('exports the same rows to xlsx', async () => {
    const response = await hr.call(endpoints.reportXlsx, { query: { standing: 'due' } });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Состояние');
    expect(sheet.getRow(2).getCell(5).value).toBe('Нужно сдать');
    expect(sheet.rowCount).toBe(2);
    expect((await manager.call(endpoints.reportXlsx)).statusCode).toBe(403);
  });

  it("a manager sees their people's standing", async () => {
    const rows = (await manager.call(endpoints.team)).json<{ data: JobSafetyStandingRow[] }>().data;
    expect(rows.map((row) => row.standing).sort()).toEqual(['due', 'overdue', 'passed']);
    expect((await hr.call(endpoints.team)).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('the reminders reach the due and the overdue once a week', async () => {
    const sent = await ctx.services.jobSafetyReport.remind();
    expect(sent).toBe(2);
    expect(await ctx.services.jobSafetyReport.remind()).toBe(0);
    const received = await ctx.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.link, '/job-safety'));
    expect(received.map((row) => row.userId).sort()).toEqual([people.due.id, people.overdue.id].sort());
    expect(received.find((row) => row.userId === people.due.id)?.title).toBe(
      'Пройдите тест по охране труда до 31.12.2026',
    );
  });
});
