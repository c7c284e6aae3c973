import { sql, type SQL } from 'drizzle-orm';
import { TS_STATUS } from '@intranet/contracts';
import type { ReportQuery } from './reports-people.queries.ts';
import {
  end,
  fullNameOf,
  hours,
  isoDate,
  personFilter,
  start,
  statusLabel,
  timeVisible,
  type ReportContext,
} from './reports.scope.ts';

/** Live writes of the period the actor may see, filtered by the params (alias `tw`, person columns `u_*`). */
function writesCte(ctx: ReportContext): SQL {
  return sql`tw as (
    select w.id, w.user_id, w.customer_id, w.date, w.minutes, w.status, w.comment,
      u.company_id as u_company_id, u.department_id as u_department_id, u.country_id as u_country_id
    from timesheet_writes w join users u on u.id = w.user_id
    where w.deleted_at is null and w.date between ${start(ctx)} and ${end(ctx)}
      and ${personFilter(ctx)} and ${timeVisible(ctx, sql`w.customer_id`)})`;
}

/** The owners (approvers) of a project as one text, by name. */
const ownersOf = (customerId: string) =>
  sql.raw(`(select string_agg(concat_ws(' ', ou.last_name, ou.name, ou.patronymic), ', '
      order by ou.last_name collate "ru_ru", ou.name collate "ru_ru")
    from customer_owners o join users ou on ou.id = o.user_id where o.customer_id = ${customerId})`);

const employee = sql.raw(`concat_ws(' ', u.last_name, u.name, u.patronymic)`);

/** 1 unapproved: time not yet approved (new, waiting, rejected) per person, project and status. */
export function unapprovedReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select user_id, customer_id, status, count(distinct date)::int as days, sum(minutes)::int as minutes
        from tw where status <> ${TS_STATUS.approved} group by user_id, customer_id, status)
      select r.user_id, r.customer_id, u.company_id, ${employee} as employee, c.name as customer,
        ${statusLabel(sql`r.status`)} as status, ${ownersOf('r.customer_id')} as approvers, r.days,
        ${hours(sql`r.minutes`)} as time
      from r join users u on u.id = r.user_id join customers c on c.id = r.customer_id`,
    order: 'employee collate "ru_ru", user_id, customer collate "ru_ru", customer_id, status',
  };
}

/** 3 practice_time: hours per practice (the department of the person who wrote them). */
export function practiceTimeReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select u_department_id, count(distinct user_id)::int as employees, sum(minutes)::int as minutes
        from tw group by u_department_id)
      select coalesce(s.name, 'Без подразделения') as practice, r.u_department_id as structure_id, r.employees,
        ${hours(sql`r.minutes`)} as time
      from r left join structures s on s.id = r.u_department_id`,
    order: 'practice collate "ru_ru", structure_id',
  };
}

/** 4 project_time: hours per project with its owners. */
export function projectTimeReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select customer_id, count(distinct user_id)::int as employees, sum(minutes)::int as minutes
        from tw group by customer_id)
      select r.customer_id, c.name as customer, ${ownersOf('r.customer_id')} as project_manager, r.employees,
        ${hours(sql`r.minutes`)} as time
      from r join customers c on c.id = r.customer_id`,
    order: 'customer collate "ru_ru", customer_id',
  };
}

/** 5 project_company: hours per project and company of the people who wrote them. */
export function projectCompanyReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select customer_id, u_company_id, count(distinct user_id)::int as employees,
          sum(minutes)::int as minutes
        from tw group by customer_id, u_company_id)
      select r.customer_id, r.u_company_id as company_id, c.name as customer, co.name as company, r.employees,
        ${hours(sql`r.minutes`)} as time
      from r join customers c on c.id = r.customer_id left join companies co on co.id = r.u_company_id`,
    order: 'customer collate "ru_ru", customer_id, company collate "ru_ru", company_id',
  };
}

/**
 * The order of the per-write reports (hundreds of thousands of rows): by day, then by name in code-point order
 * (`collate "C"`: Cyrillic capitals sort alphabetically but «Ё»). The ICU collation of the small reports cost
 * a 100,000-row sort 6.7 s against 1.9 s on PGlite (bench:timesheet-reports).
 */
const BY_DAY_THEN_NAME = 'date, employee collate "C", user_id, customer collate "C", id';

/**
 * The last approval of a write (history), for approved writes: who and when. The status test sits inside the
 * subquery, where it gates the history scan (a one-time filter); in the join's `on` the scan ran for every row.
 * The reports join `timesheet_history` in their own SQL rather than through the platform's history reader
 * (timesheet-history.ts): a per-row lateral join and a join by period cannot be a read by record ids.
 */
const lastApproval = sql`left join lateral (select h.changed_by, h.changed_at from timesheet_history h
    where tw.status = ${TS_STATUS.approved} and h.entity = 'write' and h.entity_id = tw.id
      and h.new_status = ${TS_STATUS.approved}
    order by h.changed_at desc, h.id desc limit 1) ap on true`;

/** 6 project_time_detail: every write with its status, approver and approval day. */
export function projectTimeDetailReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)}
      select tw.id, tw.user_id, tw.customer_id, tw.u_company_id as company_id, ${isoDate(sql`tw.date`)} as date,
        ${employee} as employee, c.name as customer, ${hours(sql`tw.minutes`)} as time,
        ${statusLabel(sql`tw.status`)} as status, ${fullNameOf('a')} as approver,
        ${isoDate(sql`ap.changed_at`)} as approve_at, tw.comment
      from tw join users u on u.id = tw.user_id join customers c on c.id = tw.customer_id
      ${lastApproval} left join users a on a.id = ap.changed_by`,
    order: BY_DAY_THEN_NAME,
  };
}

/** 8 education: hours on internal projects not bound to a practice (training, not «Не занят»). */
export function educationReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select tw.user_id, tw.customer_id, count(distinct tw.date)::int as days, sum(tw.minutes)::int as minutes
        from tw join customers c on c.id = tw.customer_id
        where c.type_id = 4 and c.structure_id is null group by tw.user_id, tw.customer_id)
      select r.user_id, r.customer_id, u.company_id, ${employee} as employee, dep.name as department,
        c.name as customer, r.days, ${hours(sql`r.minutes`)} as time
      from r join users u on u.id = r.user_id left join structures dep on dep.id = u.department_id
      join customers c on c.id = r.customer_id`,
    order: 'employee collate "ru_ru", user_id, customer collate "ru_ru", customer_id',
  };
}

/** 9 weekends: writes on days off of the person's country (weekends not worked, holidays, moved holidays). */
export function weekendsReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)}
      select tw.id, tw.user_id, tw.customer_id, tw.u_company_id as company_id, ${isoDate(sql`tw.date`)} as date,
        ${employee} as employee, dep.name as department, c.name as customer, ${hours(sql`tw.minutes`)} as time,
        tw.comment
      from tw join users u on u.id = tw.user_id left join structures dep on dep.id = u.department_id
      join customers c on c.id = tw.customer_id
      left join work_calendar_days cal on cal.country_id = coalesce(tw.u_country_id, 1) and cal.date = tw.date
      where case when cal.type = 2 then false when cal.type in (1, 3) then true
        else extract(isodow from tw.date) >= 6 end`,
    order: BY_DAY_THEN_NAME,
  };
}

/** 11 customer_month: hours per project and calendar month. */
export function customerMonthReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      r as (select customer_id, date_trunc('month', date)::date as month_start,
          count(distinct user_id)::int as employees, sum(minutes)::int as minutes
        from tw group by customer_id, date_trunc('month', date))
      select r.customer_id, c.name as customer, to_char(r.month_start, 'MM.YYYY') as month,
        ${isoDate(sql`r.month_start`)} as month_start, r.employees, ${hours(sql`r.minutes`)} as time
      from r join customers c on c.id = r.customer_id`,
    order: 'customer collate "ru_ru", customer_id, month_start',
  };
}

/** 12 approval_lag: approved writes of the period per project and approver: days from the work day to approval. */
export function approvalLagReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${writesCte(ctx)},
      lag as (select tw.customer_id, ap.changed_by, (ap.changed_at::date - tw.date) as days
        from tw ${lastApproval} where tw.status = ${TS_STATUS.approved} and ap.changed_by is not null),
      r as (select customer_id, changed_by, count(*)::int as approved, round(avg(days), 1)::float8 as avg_days,
          max(days)::int as max_days
        from lag group by customer_id, changed_by)
      select r.customer_id, c.name as customer, r.changed_by as approver_id, ${fullNameOf('a')} as approver,
        r.approved, r.avg_days, r.max_days
      from r join customers c on c.id = r.customer_id join users a on a.id = r.changed_by`,
    order: 'customer collate "ru_ru", customer_id, approver collate "ru_ru", approver_id',
  };
}

/** 14 services: hours redistributed from projects to services (distributions), per service, source and status. */
export function servicesReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with r as (
        select d.customer_to, d.customer_from, d.status, count(distinct d.user_id)::int as employees,
          sum(d.minutes)::int as minutes
        from timesheet_distributions d join users u on u.id = d.user_id
        where d.deleted_at is null and d.date between ${start(ctx)} and ${end(ctx)}
          and ${personFilter(ctx)}
          and (${timeVisible(ctx, sql`d.customer_to`)} or ${timeVisible(ctx, sql`d.customer_from`)})
        group by d.customer_to, d.customer_from, d.status)
      select r.customer_to as customer_id, r.customer_from as source_id, s.name as service, f.name as source,
        ${statusLabel(sql`r.status`)} as status, r.status as status_id, r.employees, ${hours(sql`r.minutes`)} as time
      from r join customers s on s.id = r.customer_to join customers f on f.id = r.customer_from`,
    order: 'service collate "ru_ru", customer_id, source collate "ru_ru", source_id, status_id',
  };
}

const ACTION_LABELS = sql`case h.action when 'unapprove' then 'Возвращено на согласование'
  when 'update' then 'Изменены часы' when 'delete' then 'Удалено' when 'reject' then 'Отклонено'
  when 'send' then 'Отправлено на согласование' when 'approve' then 'Согласовано' else h.action end`;

/**
 * 15 changes_after_approval: every change of a write of the period made while it was approved (unapproved,
 * rejected, hours changed, deleted) — the history entries leaving status «Согласован».
 */
export function changesAfterApprovalReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with h as (
        select h.id, h.action, h.old_minutes, h.new_minutes, h.comment, h.changed_by, h.changed_at,
          w.user_id, w.customer_id, w.date, u.company_id
        from timesheet_history h
        join timesheet_writes w on w.id = h.entity_id
        join users u on u.id = w.user_id
        where h.entity = 'write' and h.old_status = ${TS_STATUS.approved}
          and w.date between ${start(ctx)} and ${end(ctx)}
          and ${personFilter(ctx)} and ${timeVisible(ctx, sql`w.customer_id`)})
      select h.id, h.user_id, h.customer_id, h.company_id, ${isoDate(sql`h.date`)} as date,
        ${employee} as employee, c.name as customer, ${ACTION_LABELS} as action,
        ${hours(sql`h.old_minutes`)} as old_time, ${hours(sql`h.new_minutes`)} as new_time,
        ${fullNameOf('b')} as changed_by,
        to_char(h.changed_at at time zone 'Europe/Moscow', 'DD.MM.YYYY HH24:MI') as changed_at,
        h.changed_at as changed_ts, h.comment
      from h join users u on u.id = h.user_id join customers c on c.id = h.customer_id
      left join users b on b.id = h.changed_by`,
    order: 'date, changed_ts, id',
  };
}
