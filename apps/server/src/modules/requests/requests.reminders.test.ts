import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { RequestReminders } from './requests.reminders.ts';
import { bpRequests } from './requests.schema.ts';
import { RequestsService } from './requests.service.ts';
import { buildAbsence, buildAuthorWithChain, buildRequest, sentSince } from './requests.factory.ts';

/**
 * The daily reminder over a week of the Russian production calendar of 2026: Fri 6 March is a working day,
 * Sat 7 and Sun 8 are the weekend, Mon 9 March is the holiday moved from Sunday, Tue 10 works again. With the
 * default of 3 working days, a request that entered its status on Mon 2 March is overdue from Fri 6; one that
 * entered on Wed 4 March from Wed 11.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let day = '2026-03-06';
/** A clock the test moves from day to day (noon, as the fixed clock of the harness). */
const clock: Clock = { now: () => new Date(`${day}T12:00:00`), today: () => day };
let reminders: RequestReminders;
let requests: RequestsService;
let chain: Awaited<ReturnType<typeof buildAuthorWithChain>>;
let substituteId: number;
let overdue: number;
let fresh: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: day });
  const db = ctx.database.db;
  const { settings, workCalendar, notifications, mail } = ctx.services;
  requests = new RequestsService(db, clock, settings, workCalendar, ctx.database);
  reminders = new RequestReminders(db, requests, {
    db,
    notifications,
    mail,
    publicUrl: 'https://portal.example',
  });
  chain = await buildAuthorWithChain(db);
  substituteId = (await buildUser(db)).id;
  const entered = async (statusCode: string, date: string, title: string) => {
    const row = await buildRequest(db, {
      typeCode: 'equipment',
      statusCode,
      authorId: chain.author.id,
      title,
      today: date,
    });
    await db
      .update(bpRequests)
      .set({ statusEnteredAt: new Date(`${date}T12:00:00`) })
      .where(eq(bpRequests.id, row.id));
    return row.id;
  };
  overdue = await entered('approval_manager', '2026-03-02', 'Монитор');
  fresh = await entered('approval_manager', '2026-03-04', 'Клавиатура');
  // A final request waits for nobody, however long ago it got there.
  await entered('completed', '2026-02-02', 'Мышь');
});
afterAll(async () => ctx?.close());

/** Runs the reminder on a day; answers [user, request title] of what it sent (letters alike). */
async function remindOn(date: string, runs = 1) {
  day = date;
  const read = await sentSince(ctx.database.db);
  const answers = await Promise.all(Array.from({ length: runs }, () => reminders.run()));
  const { notices, letters } = await read();
  expect(letters.map((letter) => letter.subject).sort()).toEqual(notices.map((n) => n.title).sort());
  return {
    reminded: answers.reduce((sum, answer) => sum + answer.reminded, 0),
    notices,
    letters,
    who: notices.map((n) => [n.userId, n.title.replace(/^.*«(.*)».*$/, '$1')]).sort(),
  };
}

describe('the reminder of overdue requests', () => {
  it('reminds on working days only, once a day, the overdue ones, and the substitute of one away', async () => {
    const friday = await remindOn('2026-03-06');
    expect(friday.who).toEqual([[chain.manager.id, 'Монитор']]);
    expect(friday.notices[0]!.title).toBe('Напоминание: заявка «Монитор» ожидает вашего решения');
    expect(friday.notices[0]!.body).toBe('Статус: На согласовании у руководителя с 02.03.2026.');
    expect(friday.notices[0]!.link).toBe(`/services/requests/${overdue}`);
    expect(friday.letters[0]!.text).toContain(`https://portal.example/services/requests/${overdue}`);
    // The job ran again the same day (a restart, the half-day slot): nothing more.
    expect((await remindOn('2026-03-06')).who).toEqual([]);

    for (const off of ['2026-03-07', '2026-03-08', '2026-03-09']) {
      expect((await remindOn(off)).who, off).toEqual([]);
    }

    // The manager went on vacation after the request reached them: the substitute is reminded too.
    await buildAbsence(ctx.database.db, chain.manager.id, '2026-03-10', substituteId);
    const tuesday = await remindOn('2026-03-10');
    expect(tuesday.who).toEqual(
      [
        [chain.manager.id, 'Монитор'],
        [substituteId, 'Монитор'],
      ].sort(),
    );
    expect(tuesday.notices.find((n) => n.userId === substituteId)!.body).toContain('Вы замещаете');
    expect((await remindOn('2026-03-10')).who).toEqual([]);

    // Wednesday: the second request has waited 4 working days now (5, 6, 10, 11 March).
    const wednesday = await remindOn('2026-03-11');
    expect(wednesday.who).toEqual(
      [
        [chain.manager.id, 'Клавиатура'],
        [chain.manager.id, 'Монитор'],
      ].sort(),
    );
    expect(wednesday.notices.map((n) => n.link).sort()).toEqual(
      [`/services/requests/${fresh}`, `/services/requests/${overdue}`].sort(),
    );
  });

  it('the overdue list and the reminder hold the same requests overdue', async () => {
    day = '2026-03-10';
    const list = await requests.overdue({ page: 1, per_page: 50 });
    expect(list.data.map((request) => request.id)).toEqual([overdue]);
  });

  it('two runs at once on one day remind once', async () => {
    const both = await remindOn('2026-03-12', 2);
    expect(both.reminded).toBe(2);
    expect(both.who).toEqual(
      [
        [chain.manager.id, 'Клавиатура'],
        [chain.manager.id, 'Монитор'],
      ].sort(),
    );
  });

  it.runIf(onPostgres)('many runs in parallel on PostgreSQL remind once a day', async () => {
    for (const date of ['2026-03-13', '2026-03-16', '2026-03-17']) {
      const many = await remindOn(date, 4);
      expect(many.reminded, date).toBe(2);
      expect(many.notices, date).toHaveLength(2);
    }
  });
});
