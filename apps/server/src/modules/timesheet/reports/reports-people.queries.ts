import { sql, type SQL } from 'drizzle-orm';
import { SHADOW_STATUS_TYPE_IDS, TS_DAY_NORM_MINUTES, VACATION_STATUS } from '@intranet/contracts';
import {
  end,
  fullNameOf,
  hours,
  isoDate,
  personFilter,
  personVisible,
  start,
  type ReportContext,
} from './reports.scope.ts';

/** One report as SQL: a select of the row's columns (and ids), and the order of its rows (output names). */
export interface ReportQuery {
  select: SQL;
  order: string;
}

const NORM = TS_DAY_NORM_MINUTES;

/** The people a person-level report speaks of: employed in the period, filtered, visible to the actor. */
export function peopleCte(ctx: ReportContext): SQL {
  return sql`people as (
    select u.* from users u
    where (u.hire_date is null or u.hire_date <= ${end(ctx)})
      and (u.fire_date is null or u.fire_date >= ${start(ctx)})
      and ${personFilter(ctx)} and ${personVisible(ctx)})`;
}

/** The period's days per country with whether each is a working day (work calendar, else Monday–Friday). */
function calendarCte(ctx: ReportContext): SQL {
  return sql`calendar as (
    select d.day, co.id as country_id,
      case when c.type = 2 then true when c.type in (1, 3) then false else extract(isodow from d.day) < 6 end
        as working
    from (select generate_series(${start(ctx)}, ${end(ctx)}, interval '1 day')::date as day) d
    cross join countries co
    left join work_calendar_days c on c.country_id = co.id and c.date = d.day)`;
}

/**
 * Each person's working days in the period while employed, without the days they were away (an approved
 * vacation day, or a sick leave, vacation or other absence status): the days they owe 8 hours.
 */
function owedDaysCte(): SQL {
  const absence = sql.raw(SHADOW_STATUS_TYPE_IDS.join(', '));
  return sql`owed as (
    select p.id as user_id, cal.day from people p
    join calendar cal on cal.country_id = coalesce(p.country_id, 1) and cal.working
    where (p.hire_date is null or cal.day >= p.hire_date) and (p.fire_date is null or cal.day <= p.fire_date)
      and not exists (select 1 from vacations v where v.user_id = p.id and v.date = cal.day
        and v.status_id = ${VACATION_STATUS.approved} and v.deleted_at is null)
      and not exists (select 1 from user_statuses st where st.user_id = p.id
        and st.status_type_id in (${absence}) and cal.day between st.date_start and st.date_end))`;
}

/** Minutes each person of `people` wrote each day of the period (live writes, any status). */
function dailyCte(ctx: ReportContext): SQL {
  return sql`daily as (
    select w.user_id, w.date, sum(w.minutes)::int as minutes from timesheet_writes w
    where w.deleted_at is null and w.date between ${start(ctx)} and ${end(ctx)}
      and w.user_id in (select id from people)
    group by w.user_id, w.date)`;
}

/**
 * Each person of `people` with a team lead: the nearest person up their line of managers (manager, the
 * manager's manager…) who has the team_lead role. The walk stops at the first one found, and after 32 steps
 * should the lines ever loop.
 */
function teamLeadsCte(): SQL {
  const isLead = (id: SQL) => sql`exists (select 1 from user_roles ur join roles ro on ro.id = ur.role_id
    where ur.user_id = ${id} and ro.name = 'team_lead')`;
  return sql`team_leads as (
    with recursive chain(user_id, lead_id, depth) as (
      select p.id, p.manager_id, 1 from people p where p.manager_id is not null
      union all
      select c.user_id, m.manager_id, c.depth + 1 from chain c join users m on m.id = c.lead_id
      where m.manager_id is not null and c.depth < 32 and not ${isLead(sql`c.lead_id`)})
    select distinct on (c.user_id) c.user_id, c.lead_id from chain c
    where ${isLead(sql`c.lead_id`)}
    order by c.user_id, c.depth)`;
}
/** The team lead's name as the `teamlead` column, for a select that has `u` and `${teamLeadsCte}`. */
const teamLeadColumn = sql`${fullNameOf('tl')} as teamlead`;
const teamLeadJoins = sql`left join team_leads tll on tll.user_id = u.id left join users tl on tl.id = tll.lead_id`;

const personColumns = sql.raw(
  `u.id as user_id, u.company_id, concat_ws(' ', u.last_name, u.name, u.patronymic) as employee, dep.name as department`,
);
const personJoins = sql`join users u on u.id = r.user_id left join structures dep on dep.id = u.department_id`;

/** 0 unfilled: working days with less than 8 hours written (absences excused), per person. */
export function unfilledReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${peopleCte(ctx)}, ${calendarCte(ctx)}, ${owedDaysCte()}, ${dailyCte(ctx)},
      ${teamLeadsCte()},
      short as (
        select o.user_id, count(*)::int as days, sum(${NORM} - coalesce(d.minutes, 0))::int as missing
        from owed o left join daily d on d.user_id = o.user_id and d.date = o.day
        where coalesce(d.minutes, 0) < ${NORM}
        group by o.user_id)
      select ${personColumns}, co.name as company, ${fullNameOf('m')} as manager, ${teamLeadColumn}, r.days,
        ${hours(sql`r.missing`)} as time
      from short r ${personJoins}
      left join companies co on co.id = u.company_id left join users m on m.id = u.manager_id ${teamLeadJoins}`,
    order: 'employee collate "ru_ru", user_id',
  };
}

/** 2 employees: the people employed in the period, with their position, manager, team lead and phones. */
export function employeesReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${peopleCte(ctx)}, ${teamLeadsCte()}
      select ${personColumns}, u.work_position as "workPosition", co.name as company,
        ${fullNameOf('m')} as manager, ${teamLeadColumn}, ${isoDate(sql`u.hire_date`)} as hire_date,
        ${isoDate(sql`u.fire_date`)} as fire_date, u.phone_corp as job_phone, u.phone_personal as mobile_phone
      from (select id as user_id from people) r ${personJoins}
      left join companies co on co.id = u.company_id left join users m on m.id = u.manager_id ${teamLeadJoins}`,
    order: 'employee collate "ru_ru", user_id',
  };
}

/** 7 period: each person's norm, written and approved hours in the period. */
export function periodReport(ctx: ReportContext): ReportQuery {
  const label = sql`to_char(${start(ctx)}, 'DD.MM.YYYY') || ' – ' || to_char(${end(ctx)}, 'DD.MM.YYYY')`;
  return {
    select: sql`with ${peopleCte(ctx)}, ${calendarCte(ctx)}, ${owedDaysCte()},
      norm as (select user_id, count(*)::int * ${NORM} as minutes from owed group by user_id),
      written as (
        select w.user_id, sum(w.minutes)::int as minutes,
          coalesce(sum(w.minutes) filter (where w.status = 3), 0)::int as approved
        from timesheet_writes w
        where w.deleted_at is null and w.date between ${start(ctx)} and ${end(ctx)}
          and w.user_id in (select id from people)
        group by w.user_id),
      r as (select p.id as user_id, coalesce(n.minutes, 0) as norm, coalesce(wr.minutes, 0) as minutes,
          coalesce(wr.approved, 0) as approved
        from people p left join norm n on n.user_id = p.id left join written wr on wr.user_id = p.id)
      select ${personColumns}, ${label} as period, ${hours(sql`r.norm`)} as norm, ${hours(sql`r.minutes`)} as time,
        ${hours(sql`r.approved`)} as approved, ${hours(sql`r.minutes - r.norm`)} as difference
      from r ${personJoins}`,
    order: 'employee collate "ru_ru", user_id',
  };
}

/** 10 overtime: days with more than 8 hours written, and the hours above 8, per person. */
export function overtimeReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${peopleCte(ctx)}, ${dailyCte(ctx)},
      r as (select user_id, count(*)::int as days, sum(minutes - ${NORM})::int as extra
        from daily where minutes > ${NORM} group by user_id)
      select ${personColumns}, r.days, ${hours(sql`r.extra`)} as time
      from r ${personJoins}`,
    order: 'employee collate "ru_ru", user_id',
  };
}

/** 13 not_busy: hours on a practice's «Не занят» project (internal, bound to a practice) and their share. */
export function notBusyReport(ctx: ReportContext): ReportQuery {
  return {
    select: sql`with ${peopleCte(ctx)},
      r as (
        select w.user_id, sum(w.minutes)::int as total,
          coalesce(sum(w.minutes) filter (where c.type_id = 4 and c.structure_id is not null), 0)::int as idle
        from timesheet_writes w join customers c on c.id = w.customer_id
        where w.deleted_at is null and w.date between ${start(ctx)} and ${end(ctx)}
          and w.user_id in (select id from people)
        group by w.user_id)
      select ${personColumns}, ${hours(sql`r.idle`)} as time, ${hours(sql`r.total`)} as total,
        round(100.0 * r.idle / nullif(r.total, 0), 2)::float8 as share
      from r ${personJoins} where r.idle > 0`,
    order: 'share desc, employee collate "ru_ru", user_id',
  };
}
