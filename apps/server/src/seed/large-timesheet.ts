import { sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_TYPE, STRUCTURE_LEVEL, TS_STATUS } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { rowsOf } from '../platform/db/sql.ts';
import { buildWorkCalendarSeed } from '../modules/work-calendar/work-calendar.data.ts';

/** A constant as a literal: a parameter in a VALUES list or a CASE would be typed text. */
const num = (value: number) => sql.raw(String(value));

export interface LargeTimesheetResult {
  projects: number;
  writes: number;
  approverId: number;
  approverPeople: number;
  /** Approval history entries (approve, reject, unapprove) of the writes. */
  history: number;
  /** Hours moved to services. */
  distributions: number;
  seconds: number;
}

/** Internal projects no practice owns: what the education report counts (type 4, no structure node). */
const EDUCATION = ['Обучение и сертификация', 'Внутренние курсы', 'Конференции и митапы'];
/** Services hours are moved to (distributions), as in the demo. */
const SERVICES: { name: string; utilityType: 'FLOW' | 'DISCRETE' }[] = [
  { name: 'Поддержка инфраструктуры', utilityType: 'FLOW' },
  { name: 'Сервис-деск', utilityType: 'DISCRETE' },
  { name: 'Внутреннее обучение', utilityType: 'FLOW' },
  { name: 'Найм и адаптация', utilityType: 'DISCRETE' },
];

/**
 * What a person-day holds, by `kind` (see the decision «Large TimeSheet seed: what a year holds»):
 * 0 nothing (a forgotten day), 1 main project 8 h, 2 main 6 h (a short day), 3 main 8 h + another project 2 h
 * (overtime over two projects), 4 main 9–11 h (one long day), 5 main 6 h + training 2 h, 6 training 8 h,
 * 7 main 4 h + «Не занят» 4 h, 8 «Не занят» 8 h (between projects), 9 main 6 h + another project 2 h,
 * 10 a day off worked on the main project (4 or 8 h).
 */
const KIND = sql`case
  when not pd.working then case when pd.h < 12 then 10 else -1 end
  when pd.bench then 8
  when pd.h >= 997 or (pd.gappy and pd.h >= 900) then 0
  when pd.h < 10 then 2
  when pd.h < 20 then 9
  when pd.h < 35 then 3
  when pd.h < 50 then 4
  when pd.h < 75 then 5
  when pd.h < 85 then 6
  when pd.h < 105 then 7
  when pd.h < 155 then 9
  else 1 end`;

/**
 * When the owner approved a write (alias `w`), `later` days after the approval of the week: the Monday after
 * the work (a week later for people who send late, one in 13), or the first days of the next month for the
 * slow approvers of every fifth project; at 09:00–18:00 Moscow time. Plain arithmetic (to_timestamp of epoch
 * seconds): no time zone lookups, the same in any session.
 */
function approvedAt(later: number): SQL {
  return sql`to_timestamp(((w.date - date '1970-01-01') + ${num(later)} + case
      when w.customer_id % 5 = 3
        then (date_trunc('month', w.date::timestamp) + interval '1 month')::date + w.customer_id % 4 - w.date
      else 8 - extract(isodow from w.date)::int + case when w.user_id % 13 = 6 then 7 else 0 end
    end)::bigint * 86400 + 6 * 3600 + (w.id % 540) * 60)`;
}

/**
 * A year of time for a large organisation, for the timesheet benchmarks, laid out like a real year (all
 * choices deterministic, from ids and day numbers): a project per structure project node, a «Не занят»
 * project per practice, three training projects and four services. Everyone writes their working days (the
 * work calendar of their country) from their hire date, mostly 8 hours to one project of their practice,
 * with short and forgotten days, overtime, training, idle time and a little weekend work; months before
 * November are approved (a few rejected or returned to approval), the last week of November partly waits,
 * December is new. Approved writes have their approval in the history (weekly, monthly for slow
 * approvers); one approver owns the projects of the first practices (~450 people).
 */
export async function buildLargeTimesheet(db: Db, year: number): Promise<LargeTimesheetResult> {
  const started = performance.now();
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const november = `${year}-11-01`;
  const lastWeek = `${year}-11-24`;
  const december = `${year}-12-01`;
  await db.execute(
    sql`truncate timesheet_history, timesheet_writes, timesheet_distributions, customer_owners, customer_charges, customers restart identity cascade`,
  );
  // The year's holidays and moved days, as seedReferenceData lays them: the large organisation's truncate of
  // users cascades to the work calendar (its updated_by). Days already there are kept.
  const calendar = buildWorkCalendarSeed().filter((day) => day.date >= yearStart && day.date <= yearEnd);
  await db.execute(sql`
    insert into work_calendar_days (country_id, date, type, name)
    select * from unnest(${sql.param(calendar.map((day) => day.countryId))}::int[],
      ${sql.param(calendar.map((day) => day.date))}::date[], ${sql.param(calendar.map((day) => day.type))}::int[],
      ${sql.param(calendar.map((day) => day.name))}::text[])
    on conflict do nothing`);
  // Projects first (their ids are the old seed's), then the internal projects and services.
  await db.execute(sql`
    insert into customers (name, type_id, structure_id)
    select name, ${num(CUSTOMER_TYPE.project)}, id from structures where level = ${num(STRUCTURE_LEVEL.project)} order by id`);
  await db.execute(sql`
    insert into customers (name, type_id, entity_type, selectable)
    values ('Внутренние проекты', ${num(CUSTOMER_TYPE.customer)}, null, false),
           ('Внутренние сервисы', ${num(CUSTOMER_TYPE.customer)}, 4, false)`);
  await db.execute(sql`
    insert into customers (name, parent_id, type_id, structure_id)
    select 'Не занят (' || s.name || ')', (select id from customers where name = 'Внутренние проекты'),
      ${num(CUSTOMER_TYPE.internal)}, s.id
    from structures s where s.level = ${num(STRUCTURE_LEVEL.practice)}
      and exists (select 1 from structures p where p.parent_id = s.id and p.level = ${num(STRUCTURE_LEVEL.project)})
    order by s.id`);
  await db.execute(sql`
    insert into customers (name, parent_id, type_id)
    select name, (select id from customers where name = 'Внутренние проекты'), ${num(CUSTOMER_TYPE.internal)}
    from unnest(${sql.param(EDUCATION)}::text[]) with ordinality as e(name, n) order by n`);
  await db.execute(sql`
    insert into customers (name, parent_id, type_id, entity_type, utility_type)
    select name, (select id from customers where name = 'Внутренние сервисы'), ${num(CUSTOMER_TYPE.service)}, 4, utility
    from unnest(${sql.param(SERVICES.map((s) => s.name))}::text[], ${sql.param(SERVICES.map((s) => s.utilityType))}::text[])
      with ordinality as e(name, utility, n) order by n`);

  // Owners. The approver: the first person of the organisation owns the projects (and «Не занят») of the
  // practices until ~500 people; every other practice's projects are its head's; training and services
  // belong to the head of the last practice.
  const [approver] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from users`));
  await db.execute(sql`
    insert into customer_owners (customer_id, user_id)
    select c.id, ${approver!.id}::int from customers c
    left join structures s on s.id = c.structure_id
    where case when c.type_id = ${num(CUSTOMER_TYPE.project)} then s.parent_id else c.structure_id end in (
      select department_id from (
        select department_id, sum(count(*)) over (order by department_id) as running
        from users group by department_id
      ) t where running - 0 <= 500 or department_id = (select min(department_id) from users)
    ) and c.type_id in (${num(CUSTOMER_TYPE.project)}, ${num(CUSTOMER_TYPE.internal)})`);
  await db.execute(sql`
    insert into customer_owners (customer_id, user_id)
    select c.id, h.head from customers c
    left join structures s on s.id = c.structure_id
    join (select department_id, min(id) as head from users group by department_id) h
      on h.department_id = case when c.type_id = ${num(CUSTOMER_TYPE.project)} then s.parent_id else c.structure_id end
    where c.type_id in (${num(CUSTOMER_TYPE.project)}, ${num(CUSTOMER_TYPE.internal)})
      and not exists (select 1 from customer_owners o where o.customer_id = c.id)`);
  await db.execute(sql`
    insert into customer_owners (customer_id, user_id)
    select c.id, (select min(id) from users where department_id = (select max(department_id) from users))
    from customers c
    where c.type_id in (${num(CUSTOMER_TYPE.internal)}, ${num(CUSTOMER_TYPE.service)}) and c.structure_id is null
      and exists (select 1 from users)`);

  // The writes: one pass over person × day. `h` (0–999) is a hash of the person and the day choosing what
  // the day holds; `gappy` people (1 in 8) forget a day in ten, `bench` people (1 in 29) spend a fortnight
  // in six between projects.
  await db.execute(sql`
    insert into timesheet_writes
      (user_id, customer_id, date, minutes, status, comment, reject_comment, created_by, updated_by)
    with practice_projects as (
      select s.parent_id as practice_id, array_agg(c.id order by c.id) as ids, count(*)::int as n
      from customers c join structures s on s.id = c.structure_id
      where c.type_id = ${num(CUSTOMER_TYPE.project)} group by s.parent_id),
    education as (
      select array_agg(id order by id) as ids, count(*)::int as n from customers
      where type_id = ${num(CUSTOMER_TYPE.internal)} and structure_id is null),
    people as (
      select u.id, coalesce(u.country_id, 1) as country_id, u.hire_date,
        pp.ids[1 + u.id % pp.n] as main,
        coalesce(case when pp.n > 1 then pp.ids[1 + (u.id + 1) % pp.n] end, nb.id) as alt,
        nb.id as idle, e.ids[1 + (u.id / 7) % e.n] as edu,
        u.id % 8 = 5 as gappy, u.id % 29 = 3 as benched
      from users u
      join practice_projects pp on pp.practice_id = u.department_id
      left join customers nb on nb.type_id = ${num(CUSTOMER_TYPE.internal)} and nb.structure_id = u.department_id
      cross join education e),
    days as (
      select d::date as day, (d::date - ${yearStart}::date) as k, extract(isodow from d)::int as dow
      from generate_series(${yearStart}::date, ${yearEnd}::date, interval '1 day') d),
    calendar as (
      select co.id as country_id, d.day, d.k,
        case when c.type = 2 then true when c.type in (1, 3) then false else d.dow < 6 end as working
      from days d cross join countries co
      left join work_calendar_days c on c.country_id = co.id and c.date = d.day),
    pd as materialized (
      select p.id, p.main, p.alt, p.idle, p.edu, p.gappy, cal.day, cal.working,
        p.benched and p.idle is not null and (cal.k / 14 + p.id) % 6 = 0 as bench,
        ((((p.id::bigint * 7919 + cal.k * 104729) * 1103515245 + 12345) % 2147483648) / 65536) % 1000 as h
      from people p join calendar cal on cal.country_id = p.country_id
      where p.hire_date is null or cal.day >= p.hire_date),
    planned as materialized (select pd.*, ${KIND} as kind from pd),
    cells as (
      select p.id, p.day, p.h, p.kind,
        case p.kind when 6 then p.edu when 8 then p.idle else p.main end as customer_id,
        case p.kind when 2 then 360 when 4 then 480 + 60 * (1 + p.h % 3) when 5 then 360 when 7 then 240
          when 9 then 360 when 10 then 240 * (1 + p.h % 2) else 480 end as minutes
      from planned p where p.kind > 0
      union all
      select p.id, p.day, p.h, p.kind,
        case p.kind when 5 then p.edu when 7 then p.idle else p.alt end,
        case p.kind when 7 then 240 else 120 end
      from planned p where p.kind in (3, 5, 7, 9)
        and case p.kind when 5 then p.edu when 7 then p.idle else p.alt end is not null),
    statused as (
      select c.*, case
        when c.day >= ${december}::date then ${num(TS_STATUS.new)}
        when c.day >= ${lastWeek}::date and c.id % 9 = 2 then ${num(TS_STATUS.new)}
        when c.day >= ${lastWeek}::date and c.customer_id % 4 = 1 then ${num(TS_STATUS.forApproving)}
        when (c.h * 7 + c.customer_id) % 500 = 3
          or (c.day >= ${november}::date and (c.h + c.customer_id) % 150 = 7) then ${num(TS_STATUS.rejected)}
        when (c.h * 7 + c.customer_id) % 500 = 4 then ${num(TS_STATUS.forApproving)}
        else ${num(TS_STATUS.approved)} end as status
      from cells c)
    select s.id, s.customer_id, s.day, s.minutes, s.status,
      case when s.kind = 10 then case when s.h % 2 = 0 then 'Срочный релиз' else 'Дежурство' end end,
      case when s.status = ${num(TS_STATUS.rejected)} then 'Уточните, какие работы выполнялись' end,
      s.id, s.id
    from statused s
    order by s.id, s.day, s.customer_id`);

  // History: the approval of every approved write, the rejection of rejected ones (one entry each); then the
  // writes returned to approval after it: about one approved write in 331 (returned, then approved again)
  // and the waiting writes of the months before the last week of November (returned, still waiting).
  const owners = sql`(select customer_id, min(user_id) as user_id from customer_owners group by customer_id)`;
  await db.execute(sql`
    insert into timesheet_history
      (entity, entity_id, action, old_minutes, new_minutes, old_status, new_status, comment, changed_by, changed_at)
    select 'write', w.id,
      case when w.status = ${num(TS_STATUS.rejected)} then 'reject' else 'approve' end,
      w.minutes, w.minutes, ${num(TS_STATUS.forApproving)},
      case when w.status = ${num(TS_STATUS.rejected)} then ${num(TS_STATUS.rejected)} else ${num(TS_STATUS.approved)} end,
      case when w.status = ${num(TS_STATUS.rejected)} then 'Уточните, какие работы выполнялись' end,
      o.user_id, ${approvedAt(0)}
    from timesheet_writes w join ${owners} o on o.customer_id = w.customer_id
    where w.status in (${num(TS_STATUS.approved)}, ${num(TS_STATUS.rejected)})
      or (w.status = ${num(TS_STATUS.forApproving)} and w.date < ${lastWeek}::date)`);
  await db.execute(sql`
    insert into timesheet_history
      (entity, entity_id, action, old_minutes, new_minutes, old_status, new_status, comment, changed_by, changed_at)
    select 'write', w.id, e.action, w.minutes, w.minutes, e.old_status, e.new_status, e.comment, o.user_id, e.at
    from timesheet_writes w join ${owners} o on o.customer_id = w.customer_id
    cross join lateral (values
      (true, 'unapprove', ${num(TS_STATUS.approved)}, ${num(TS_STATUS.forApproving)}, 'Уточните часы',
        ${approvedAt(2)}),
      (w.status = ${num(TS_STATUS.approved)}, 'approve', ${num(TS_STATUS.forApproving)}, ${num(TS_STATUS.approved)},
        null, ${approvedAt(3)})
    ) e(wanted, action, old_status, new_status, comment, at)
    where e.wanted and ((w.status = ${num(TS_STATUS.approved)} and w.id % 331 = 17)
      or (w.status = ${num(TS_STATUS.forApproving)} and w.date < ${lastWeek}::date))
    order by w.id, e.at`);

  // Distributions: one person in nine moves an hour of a Friday's project time to a service.
  await db.execute(sql`
    insert into timesheet_distributions
      (user_id, date, minutes, customer_from, customer_to, status, comment, created_by, updated_by)
    with services as (
      select array_agg(id order by id) as ids, count(*)::int as n from customers
      where type_id = ${num(CUSTOMER_TYPE.service)})
    select distinct on (w.user_id, w.date) w.user_id, w.date, 60, w.customer_id,
      s.ids[1 + (w.user_id / 9) % s.n], w.status, 'Внутренние заявки за неделю', w.user_id, w.user_id
    from timesheet_writes w
    join customers c on c.id = w.customer_id and c.type_id = ${num(CUSTOMER_TYPE.project)}
    cross join services s
    where s.n > 0 and w.user_id % 9 = 0 and extract(isodow from w.date) = 5 and w.minutes >= 240
    order by w.user_id, w.date, w.minutes desc, w.customer_id`);

  await db.execute(sql`analyze timesheet_writes`);
  await db.execute(sql`analyze timesheet_history`);
  await db.execute(sql`analyze timesheet_distributions`);
  const [counts] = rowsOf<{
    projects: number;
    writes: number;
    people: number;
    history: number;
    distributions: number;
  }>(
    await db.execute(sql`
      select (select count(*)::int from customers where type_id = ${num(CUSTOMER_TYPE.project)}) as projects,
             (select count(*)::int from timesheet_writes) as writes,
             (select count(*)::int from timesheet_history) as history,
             (select count(*)::int from timesheet_distributions) as distributions,
             (select count(distinct w.user_id)::int from timesheet_writes w
                join customer_owners o on o.customer_id = w.customer_id and o.user_id = ${approver!.id}::int) as people`),
  );
  return {
    projects: Number(counts!.projects),
    writes: Number(counts!.writes),
    approverId: approver!.id,
    approverPeople: Number(counts!.people),
    history: Number(counts!.history),
    distributions: Number(counts!.distributions),
    seconds: (performance.now() - started) / 1000,
  };
}
