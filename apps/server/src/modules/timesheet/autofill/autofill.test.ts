import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTOFILL_TEXTS,
  CUSTOMER_TYPE,
  JOB_ALREADY_RUNNING,
  TS_STATUS,
  type AutofillMailResult,
  type AutofillResult,
  type AutofillStatus,
  type JobRun,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildDepartment, buildUser, buildProject } from '../../../../test/factories.ts';
import { buildUserStatus } from '../../user-statuses/user-statuses.factory.ts';
import { buildWrite } from '../timesheet.factory.ts';
import { mailOutbox } from '../../../platform/mail/mail.schema.ts';
import { notifications } from '../../notifications/notifications.schema.ts';
import { timesheetHistory, timesheetWrites } from '../timesheet.schema.ts';

// 9 … 13 November 2026: five ordinary working days of 8 hours; the 14th and 15th are a weekend.
const PERIOD = { date_start: '2026-11-09', date_end: '2026-11-15' };
const WAIT = { timeout: 30_000, interval: 100 };

let ctx: TestContext;
let api: ApiClient;
let admin: Session;
let filler: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({
    today: '2026-11-20',
    app: { jobs: { workers: true, pollingIntervalSeconds: 0.5 } },
  });
  api = await client(ctx);
  const db = ctx.database.db;
  const practice = await buildDepartment(db);
  const bare = await buildDepartment(db);
  const project = await buildProject(db, { name: 'Проект', typeId: CUSTOMER_TYPE.project, parentId: null });
  const notBusy = await buildProject(db, {
    name: 'Не занят',
    typeId: CUSTOMER_TYPE.internal,
    structureId: practice.id,
    parentId: null,
  });
  ids.notBusy = notBusy.id;
  const work = (userId: number, date: string, minutes: number, status: number = TS_STATUS.new) =>
    buildWrite(db, { userId, customerId: project.id, date, minutes, status });
  const idle = (userId: number, date: string, minutes: number, status: number) =>
    buildWrite(db, { userId, customerId: ids.notBusy!, date, minutes, status });

  // Russia: Monday 6 h (new), Tuesday full, Wednesday 5 h + 1 h «не занят» sent, Thursday empty, Friday sick.
  const ru = await buildUser(db, { departmentId: practice.id, countryId: 1, hireDate: '2020-01-01' });
  ids.ru = ru.id;
  await work(ru.id, '2026-11-09', 360);
  await work(ru.id, '2026-11-10', 480);
  await work(ru.id, '2026-11-11', 300, TS_STATUS.forApproving);
  await idle(ru.id, '2026-11-11', 60, TS_STATUS.forApproving);
  await work(ru.id, '2026-11-13', 120);
  await buildUserStatus(db, {
    userId: ru.id,
    typeName: 'Больничный',
    dateStart: '2026-11-13',
    dateEnd: '2026-11-13',
  });
  // A day sent back (rejected) is mended and sent again as a whole: its «не занят» starts as new.
  const rejected = await buildUser(db, { departmentId: practice.id, countryId: 1, hireDate: '2026-11-09' });
  ids.rejected = rejected.id;
  await work(rejected.id, '2026-11-09', 240, TS_STATUS.rejected);
  await buildUserStatus(db, {
    userId: rejected.id,
    typeName: 'Отпуск',
    dateStart: '2026-11-10',
    dateEnd: '2026-11-13',
  });
  // An approved «не занят» stays as approved, however short.
  const approved = await buildUser(db, { departmentId: practice.id, countryId: 1, hireDate: '2020-01-01' });
  ids.approved = approved.id;
  for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
    await work(approved.id, date, 240, TS_STATUS.approved);
    await idle(approved.id, date, 60, TS_STATUS.approved);
  }
  // A practice without «не занят»: nothing to write to, the day is reported.
  const homeless = await buildUser(db, { departmentId: bare.id, countryId: 1, hireDate: '2026-11-13' });
  ids.homeless = homeless.id;
  await work(homeless.id, '2026-11-13', 240);

  // Belarus: sick on Tuesday and Wednesday; Tuesday already filled by the assistant.
  const by = await buildUser(db, { departmentId: practice.id, countryId: 4, hireDate: '2020-01-01' });
  ids.by = by.id;
  await buildUserStatus(db, {
    userId: by.id,
    typeName: 'Больничный',
    dateStart: '2026-11-10',
    dateEnd: '2026-11-11',
  });
  await work(by.id, '2026-11-10', 480);
  const assistant = await buildUser(db, {
    departmentId: practice.id,
    roles: ['assistant'],
    countryId: 4,
    hireDate: '2020-01-01',
  });
  ids.assistant = assistant.id;
  // Kazakhstan, in a block without an assistant: on vacation on Friday.
  const kz = await buildUser(db, { departmentId: bare.id, countryId: 3, hireDate: '2020-01-01' });
  ids.kz = kz.id;
  await buildUserStatus(db, {
    userId: kz.id,
    typeName: 'Отпуск',
    dateStart: '2026-11-13',
    dateEnd: '2026-11-20',
  });

  const user = await buildUser(db, { roles: ['ts_admin'], hireDate: '2027-01-01' });
  admin = await api.as(user);
  const plain = await buildUser(db, { roles: ['ts_filling'], hireDate: '2027-01-01' });
  filler = await api.as(plain);
});
afterAll(() => ctx.close());

async function status(): Promise<AutofillStatus> {
  const response = await admin.get('/api/timesheet/autofill');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AutofillStatus }>().data;
}

async function start(url: string, who: Session = admin, payload: object = PERIOD) {
  return who.post(`/api/timesheet/${url}`, payload);
}

async function finished(key: keyof AutofillStatus, runId: string): Promise<JobRun> {
  await vi.waitFor(async () => {
    const run = (await status())[key].run;
    expect(run?.id).toBe(runId);
    expect(run?.state).toBe('completed');
  }, WAIT);
  return (await status())[key].run!;
}

const notBusyOf = (userId: number) =>
  ctx.database.db
    .select({ date: timesheetWrites.date, minutes: timesheetWrites.minutes, status: timesheetWrites.status })
    .from(timesheetWrites)
    .where(
      and(
        eq(timesheetWrites.userId, userId),
        eq(timesheetWrites.customerId, ids.notBusy!),
        isNull(timesheetWrites.deletedAt),
      ),
    )
    .orderBy(asc(timesheetWrites.date));

describe('autofill', () => {
  it('is empty before the first run of each job', async () => {
    const before = await status();
    for (const key of ['assistants', 'employees', 'autofill'] as const)
      expect(before[key]).toMatchObject({ empty: true, finished_at: null, step: 0, run: null });
  });

  it('writes the remainder of partly filled working days off to «не занят», with history', async () => {
    const response = await start('autocomplete');
    expect(response.statusCode).toBe(200);
    const run = await finished('autofill', response.json<{ data: JobRun }>().data.id);
    expect(run.result as AutofillResult).toEqual({
      filled_days: 3,
      people: 2,
      // Days at work with nothing written: ru's Thursday, by's Monday, Thursday and Friday, kz's Monday to
      // Thursday, the assistant's week. Days before a hire date (homeless, the admins) do not count.
      empty_days: 1 + 3 + 4 + 5,
      errors: [
        {
          user: expect.objectContaining({ id: ids.homeless }) as object,
          date: '2026-11-13',
          message: AUTOFILL_TEXTS.noNotBusyProject,
        },
      ],
    });
    expect(await notBusyOf(ids.ru!)).toEqual([
      // Monday's day is still being filled: a new row; Wednesday's sent row is raised to the remainder.
      { date: '2026-11-09', minutes: 120, status: TS_STATUS.new },
      { date: '2026-11-11', minutes: 180, status: TS_STATUS.forApproving },
    ]);
    expect(await notBusyOf(ids.rejected!)).toEqual([
      { date: '2026-11-09', minutes: 240, status: TS_STATUS.new },
    ]);
    expect((await notBusyOf(ids.approved!)).every((row) => row.minutes === 60)).toBe(true);
    const history = await ctx.database.db
      .select({
        action: timesheetHistory.action,
        old: timesheetHistory.oldMinutes,
        new: timesheetHistory.newMinutes,
      })
      .from(timesheetHistory);
    expect(history).toEqual(
      expect.arrayContaining([
        { action: 'correct', old: null, new: 120 },
        { action: 'correct', old: 60, new: 180 },
      ]),
    );
    const again = await status();
    expect(again.autofill).toMatchObject({ empty: false, step: again.autofill.max_steps });
    expect(again.autofill.finished_at).not.toBeNull();
  });

  it('tells the assistants which absence days of Belarus and Kazakhstan to fill', async () => {
    const response = await start('autofill/emails/assistants');
    expect(response.statusCode).toBe(200);
    const run = await finished('assistants', response.json<{ data: JobRun }>().data.id);
    const result = run.result as AutofillMailResult;
    expect(result).toMatchObject({ letters: 1, people: 2 });
    expect(result.errors).toEqual([
      {
        user: expect.objectContaining({ id: ids.kz }) as object,
        date: null,
        message: AUTOFILL_TEXTS.noAssistant,
      },
    ]);
    const [assistant] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.assistant!));
    expect(assistant?.title).toBe('Заполните дни отсутствия сотрудников');
    // Tuesday was filled already: only Wednesday is left.
    expect(assistant?.body).toContain('11.11.2026');
    expect(assistant?.body).not.toContain('10.11.2026');
    const letters = await ctx.database.db.select().from(mailOutbox);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toBe('Заполните дни отсутствия сотрудников: 09.11.2026 – 15.11.2026');
  });

  it('tells the employees which days their assistant fills, and whom to ask', async () => {
    const response = await start('autofill/emails/employees');
    const run = await finished('employees', response.json<{ data: JobRun }>().data.id);
    expect(run.result).toMatchObject({ letters: 2, people: 2 });
    const byNotice = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.by!));
    expect(byNotice[0]?.body).toMatch(
      /11\.11\.2026\. В офисах Беларуси и Казахстана .* обратитесь к ассистенту \(/,
    );
    const kzNotice = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.kz!));
    // Friday the 13th only: the weekend and the days after the period are not named.
    expect(kzNotice[0]?.body).toContain('13.11.2026. В офисах');
    expect(kzNotice[0]?.body).toContain('обратитесь к ассистенту вашего блока');
    expect(await ctx.database.db.select().from(mailOutbox)).toHaveLength(3);
  });

  it('answers 409 to a second start while one runs, 403 without the settings tab, 400 to a bad period', async () => {
    const both = await Promise.all([start('autocomplete'), start('autocomplete')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refusal = both.find((response) => response.statusCode === 409)!;
    expect(refusal.json<{ message: string }>().message).toBe(JOB_ALREADY_RUNNING);
    const accepted = both.find((response) => response.statusCode === 200)!;
    await finished('autofill', accepted.json<{ data: JobRun }>().data.id);
    for (const url of ['autocomplete', 'autofill/emails/assistants', 'autofill/emails/employees']) {
      expect((await start(url, filler)).statusCode).toBe(403);
      const backwards = await start(url, admin, { date_start: '2026-11-15', date_end: '2026-11-09' });
      expect(backwards.statusCode).toBe(400);
    }
    const refused = await filler.get('/api/timesheet/autofill');
    expect(refused.statusCode).toBe(403);
  });

  it('answers a GET on each start url with the latest run of that job, behind the same guard', async () => {
    const all = await status();
    const urls = {
      autofill: 'autocomplete',
      assistants: 'autofill/emails/assistants',
      employees: 'autofill/emails/employees',
    } as const;
    for (const [key, url] of Object.entries(urls) as [keyof AutofillStatus, string][]) {
      const read = (who: Session) => who.get(`/api/timesheet/${url}`);
      const response = await read(admin);
      expect(response.statusCode).toBe(200);
      const job = response.json<{ data: AutofillStatus[typeof key] }>().data;
      expect(job).toEqual(all[key]);
      expect(job).toMatchObject({ empty: false, step: job.max_steps });
      expect(job.run).toMatchObject({
        kind: expect.stringContaining('timesheet.autofill') as string,
        state: 'completed',
      });
      expect(job.run?.started_at).not.toBeNull();
      expect(job.finished_at).not.toBeNull();
      expect((await read(filler)).statusCode).toBe(403);
    }
  });
});
