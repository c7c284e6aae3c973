// What a morning needs on top of `seed:large -- --timesheet-year 2026 --content` (bench/README.md, "A morning's
// load"): a feed of a year, notifications, a year of vacations, and a password every virtual user signs in
// with. Laid once; a second run finds its mark and only reads.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../apps/server/src/platform/db/sql.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { deriveVacationHistory } from '../apps/server/src/modules/vacation/vacation-history.ts';

/** The password of every person of the load's database. */
export const LOAD_PASSWORD = 'demo';
/**
 * log2 of scrypt's N of the load's password hashes, and the PASSWORD_HASH_COST its servers run with (so a
 * sign-in does not make the hash again). The product's 17 costs ~8× the CPU of a sign-in; see the README.
 */
export const LOAD_PASSWORD_COST = 14;
const MARK = 'bench-load';
const YEAR = 2026;

/** One virtual user: who signs in and the surname others will look up. */
export interface LoadPerson {
  id: number;
  login: string;
  lastName: string;
}

export interface MorningData {
  people: LoadPerson[];
  /** The forum's most recent topics, the ones a morning reads. */
  topics: number[];
  /** Seconds spent laying the data (0 when it was there). */
  laidSeconds: number;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0);
}

/** Lays what is missing and answers the people and topics of the morning. */
export async function prepareMorning(database: Database): Promise<MorningData> {
  const db = database.db;
  const started = performance.now();
  let laid = false;
  const hash = await hashPassword(LOAD_PASSWORD, Buffer.from(MARK), LOAD_PASSWORD_COST);
  if (
    (await count(
      database,
      sql`select count(*)::int as n from users where password_hash <> ${hash} and login not like 'bench-%'`,
    )) > 0
  ) {
    await db.execute(
      sql`update users set password_hash = ${hash} where password_hash <> ${hash} and login not like 'bench-%'`,
    );
    laid = true;
  }
  // Every employee fills the timesheet, as in the demo organisation: the large one gives no roles.
  const missingRole = sql`from users u, roles r where r.name = 'ts_filling' and u.fire_date is null
    and not exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = r.id)`;
  if ((await count(database, sql`select count(*)::int as n ${missingRole}`)) > 0) {
    await db.execute(sql`insert into user_roles (user_id, role_id) select u.id, r.id ${missingRole}`);
    laid = true;
  }
  // The month of the morning open to everyone for writing, as the administrator opens the current month.
  const openMonth = sql`from timesheet_editable_periods where role_id is null
    and daterange(date_start, date_end, '[]') && daterange('2026-12-01', '2026-12-31', '[]')`;
  if ((await count(database, sql`select count(*)::int as n ${openMonth}`)) === 0) {
    await db.execute(
      sql`insert into timesheet_editable_periods (date_start, date_end) values ('2026-12-01', '2026-12-31')`,
    );
    laid = true;
  }
  if (
    (await count(database, sql`select count(*)::int as n from posts where body_text like ${`${MARK}%`}`)) ===
    0
  ) {
    // Four news a working day and as many posts, over the year up to December.
    await db.execute(sql`insert into posts (kind, title, body, body_text, author_id, created_at, updated_at)
      select case when g % 2 = 0 then 'news' else 'post' end,
        'Новость ' || g,
        '<p>Утренняя лента: запись ' || g || '. Итоги недели, планы и поздравления коллег.</p>',
        ${MARK} || ' Утренняя лента: запись ' || g || '. Итоги недели, планы и поздравления коллег.',
        (select id from users order by id offset (g * 7919) % (select count(*) from users) limit 1),
        make_date(${YEAR}, 1, 1) + (g / 8) * interval '1 day' + (g % 8) * interval '1 hour' + time '09:00',
        make_date(${YEAR}, 1, 1) + (g / 8) * interval '1 day' + (g % 8) * interval '1 hour' + time '09:00'
      from generate_series(0, 8 * 336 - 1) as g`);
    laid = true;
  }
  if (
    (await count(
      database,
      sql`select count(*)::int as n from notifications where body like ${`${MARK}%`}`,
    )) === 0
  ) {
    // Thirty notices a person over November and December, the last five unread.
    await db.execute(sql`insert into notifications (user_id, title, body, link, read_at, created_at)
      select u.id, 'Уведомление ' || g, ${MARK} || ': событие ' || g, '/forum',
        case when g < 25 then make_date(${YEAR}, 11, 1) + g * interval '1 day' + time '12:00' end,
        make_date(${YEAR}, 11, 1) + g * interval '1 day' + time '10:00'
      from users u cross join generate_series(0, 29) as g`);
    laid = true;
  }
  if (
    (await count(
      database,
      sql`select count(*)::int as n from vacations where comment like ${`${MARK}%`}`,
    )) === 0
  ) {
    // Two blocks each: 14 days in summer, 7 in spring; most approved, every fifth still new.
    await db.execute(sql`insert into vacations (user_id, date, type_id, status_id, comment, created_by, created_at,
        updated_by, updated_at)
      select u.id, b.start + d, b.type_id, case when u.id % 5 = 2 then 1 else 2 end,
        ${MARK} || ':' || b.n, u.id, make_date(${YEAR}, 1, 10) + time '09:00',
        coalesce(u.manager_id, u.id), make_date(${YEAR}, 1, 14) + time '09:00'
      from users u
      cross join lateral (values
          (1, make_date(${YEAR}, 5, 4) + (u.id % 20) * 7, 1::smallint, 14),
          (2, make_date(${YEAR}, 2, 2) + (u.id % 10) * 7, 2::smallint, 7)) as b(n, start, type_id, days)
      cross join generate_series(0, b.days - 1) as d
      on conflict do nothing`);
    await db.execute(sql`update vacations v set parent_id = p.id
      from (select user_id, comment, min(id) as id from vacations where comment like ${`${MARK}%`} group by 1, 2) p
      where v.comment = p.comment and v.user_id = p.user_id and v.id <> p.id`);
    await db.execute(sql`insert into vacation_balances (user_id, year, accumulated)
      select id, ${YEAR}, 28 from users on conflict do nothing`);
    await deriveVacationHistory(db, sql`v.comment like ${`${MARK}%`}`);
    laid = true;
  }
  if (laid)
    for (const table of ['users', 'posts', 'notifications', 'vacations', 'vacation_history'])
      await db.execute(sql.raw(`analyze ${table}`));
  const people = rowsOf<{ id: number; login: string; last_name: string }>(
    await db.execute(sql`select id, login, last_name from users
      where fire_date is null and login not like 'bench-%' order by id`),
  ).map((row) => ({ id: Number(row.id), login: row.login, lastName: row.last_name }));
  const topics = rowsOf<{ id: number }>(
    await db.execute(sql`select id from forum_topics order by id desc limit 50`),
  ).map((row) => Number(row.id));
  return { people, topics, laidSeconds: laid ? (performance.now() - started) / 1000 : 0 };
}
