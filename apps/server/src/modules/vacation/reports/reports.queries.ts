import { sql, type SQL } from 'drizzle-orm';
import { VACATION_STATUS } from '@intranet/contracts';
import { PAID_TYPES } from '../vacation.queries.ts';
import {
  employedIn,
  fullNameOf,
  isoDate,
  PERSON_COLUMNS,
  PERSON_JOINS,
  personFilter,
  ru,
  statusLabel,
  typeLabel,
  type VacReportContext,
} from './reports.scope.ts';

/** A report's statement (no order, no paging) and its order by the output's column names. */
export interface VacReportQuery {
  select: SQL;
  order: string;
}

const intList = (ids: readonly number[]) => sql.raw(ids.join(', '));
const PAID = intList(PAID_TYPES);
const NEXT_DAY = (day: string) => sql`(${day}::date + 1)`;

/** The people a report covers, as a CTE body: the filters and the actor's scope (and employment if asked). */
function people(ctx: VacReportContext, options: { employed?: boolean; workYear?: boolean } = {}): SQL {
  return sql`select u.id from users u left join structures us on us.id = u.department_id
    where ${personFilter(ctx, options.workYear ?? true)} ${options.employed ? sql`and ${employedIn(ctx)}` : sql``}`;
}

/**
 * Vacation days grouped into blocks (the first day is the parent, spec §3): per person, block, type and
 * status, with the block's first and last day in the rows chosen by `where`.
 */
function blocks(where: SQL): SQL {
  return sql`select v.user_id, coalesce(v.parent_id, v.id) as root, v.type_id, v.status_id,
      min(v.date) as date_start, max(v.date) as date_end, count(*)::int as days,
      min(v.comment) as comment, max(v.status_comment) as status_comment, bool_or(v.moved) as moved,
      min(v.created_at) as created_at, min(v.created_by) as created_by, max(v.updated_at) as updated_at,
      (array_agg(v.updated_by order by v.updated_at desc))[1] as updated_by, max(v.deleted_at) as deleted_at
    from vacations v where v.user_id in (select id from people) and ${where}
    group by v.user_id, coalesce(v.parent_id, v.id), v.type_id, v.status_id`;
}

/** The block's history as lines (a history column): planned by whom, moved, the last decision, its comment. */
const HISTORY = sql`concat_ws(E'\n',
    to_char(b.created_at, 'DD.MM.YYYY') || ' — запланирован' || coalesce(' (' || ${fullNameOf('cr')} || ')', ''),
    case when b.moved then 'Перенесен с других дат' end,
    case when b.status_id <> ${VACATION_STATUS.new} or b.deleted_at is not null
      then to_char(coalesce(b.deleted_at, b.updated_at), 'DD.MM.YYYY') || ' — ' || ${statusLabel(sql`b.status_id`)}
        || coalesce(' (' || ${fullNameOf('up')} || ')', '') end,
    case when b.status_comment is not null then 'Комментарий: ' || b.status_comment end)`;

const BLOCK_COLUMNS = sql`b.root as id, ${typeLabel(sql`b.type_id`)} as type,
  ${isoDate(sql`b.date_start`)} as date_start, ${isoDate(sql`b.date_end`)} as date_end, b.days,
  ${statusLabel(sql`b.status_id`)} as status`;

const BLOCK_JOINS = sql`join users u on u.id = b.user_id ${PERSON_JOINS}
  left join users cr on cr.id = b.created_by left join users up on up.id = b.updated_by`;

const statusFilter = (ctx: VacReportContext) =>
  ctx.input.statuses.length ? sql`v.status_id in (${intList(ctx.input.statuses)})` : sql`true`;

/** PERIOD and UNIFIED: live vacation days inside the period, as blocks (days outside the period left out). */
function periodBlocks(ctx: VacReportContext, extra: SQL): VacReportQuery {
  return {
    select: sql`with people as (${people(ctx)}),
      b as (${blocks(sql`v.deleted_at is null and v.date between ${ctx.start}::date and ${ctx.end}::date
        and ${statusFilter(ctx)}`)})
      select ${PERSON_COLUMNS}, ${BLOCK_COLUMNS} ${extra} from b ${BLOCK_JOINS}`,
    order: `${ru('employee')}, user_id, date_start, id`,
  };
}

export const periodReport = (ctx: VacReportContext) => periodBlocks(ctx, sql``);
export const unifiedReport = (ctx: VacReportContext) =>
  periodBlocks(ctx, sql`, b.comment, ${HISTORY} as history`);

/**
 * CHANGES: blocks planned, decided on or deleted within the period (every change moves `updated_at`, so
 * the index on it finds them); deleted (moved) days only with the toggle.
 */
export function changesReport(ctx: VacReportContext): VacReportQuery {
  const inPeriod = (column: string) =>
    sql`(${sql.raw(column)} >= ${ctx.start}::date and ${sql.raw(column)} < ${NEXT_DAY(ctx.end)})`;
  return {
    select: sql`with people as (${people(ctx)}),
      b as (${blocks(sql`v.updated_at >= ${ctx.start}::date
        and (${inPeriod('v.created_at')} or ${inPeriod('v.updated_at')} or ${inPeriod('v.deleted_at')})
        ${ctx.input.deleted ? sql`` : sql`and v.deleted_at is null`} and ${statusFilter(ctx)}`)})
      select ${PERSON_COLUMNS}, ${BLOCK_COLUMNS},
        coalesce(${fullNameOf('up')}, ${fullNameOf('cr')}) as changed_by,
        ${isoDate(sql`greatest(b.created_at, b.updated_at, b.deleted_at)`)} as changed_at, ${HISTORY} as history
      from b ${BLOCK_JOINS}`,
    order: `changed_at desc, ${ru('employee')}, user_id, date_start, id`,
  };
}

/** STATUS: each employed person's plan in the year of `date`; the overall status is computed from `pairs__`. */
export function statusReport(ctx: VacReportContext): VacReportQuery {
  return {
    select: sql`with people as (${people(ctx, { employed: true })}),
      a as (select v.user_id,
          count(*) filter (where v.type_id in (${PAID}) and v.status_id <> ${VACATION_STATUS.rejected})::int as planned,
          count(*) filter (where v.type_id = 1)::int as indivisible,
          count(*) filter (where v.status_id in (${VACATION_STATUS.new}, ${VACATION_STATUS.rejected}))::int as pending,
          array_agg(distinct v.type_id * 100 + v.status_id) as pairs
        from vacations v where v.user_id in (select id from people) and v.deleted_at is null
          and v.date between ${ctx.start}::date and ${ctx.end}::date
        group by v.user_id)
      select ${PERSON_COLUMNS}, coalesce(a.planned, 0) as planned, coalesce(a.indivisible, 0) as indivisible,
        coalesce(a.pending, 0) as pending, coalesce(a.pairs, '{}'::int[]) as pairs__
      from people p join users u on u.id = p.id ${PERSON_JOINS} left join a on a.user_id = u.id`,
    order: `${ru('employee')}, user_id`,
  };
}

/**
 * BALANCE: what the planner's balance reads for each person employed on `balance_date` — the days carried
 * into its year and the paid days planned in it (rejected and deleted left out) — plus the approved days used
 * by then. `available` is computed from them by the planner's own function (availableDays).
 */
export function balanceReport(ctx: VacReportContext): VacReportQuery {
  const year = Number(ctx.start.slice(0, 4));
  return {
    select: sql`with people as (${people(ctx, { employed: true })}),
      a as (select v.user_id,
          count(*) filter (where v.status_id <> ${VACATION_STATUS.rejected})::int as planned,
          count(*) filter (where v.status_id = ${VACATION_STATUS.approved} and v.date <= ${ctx.refDay}::date)::int as used
        from vacations v where v.user_id in (select id from people) and v.deleted_at is null
          and v.type_id in (${PAID}) and v.date between ${ctx.start}::date and ${ctx.end}::date
        group by v.user_id)
      select ${PERSON_COLUMNS}, coalesce(vb.accumulated, 0)::float8 as accumulated,
        coalesce(a.planned, 0) as planned, coalesce(a.used, 0) as used
      from people p join users u on u.id = p.id ${PERSON_JOINS}
        left join vacation_balances vb on vb.user_id = u.id and vb.year = ${year}
        left join a on a.user_id = u.id`,
    order: `${ru('employee')}, user_id`,
  };
}

/**
 * ASSISTANT: what assistants did to others' vacations in the period — planned days
 * (`created_by`), and decided on or deleted them (`updated_by` after creation), grouped per block and day.
 */
export function assistantReport(ctx: VacReportContext): VacReportQuery {
  // People picked in the filter count whatever their role today (the list offers former assistants who
  // acted in the period); without a pick, everyone who holds the assistant role.
  const assistantsOf = ctx.input.assistants.length
    ? sql`select id from users where id in (${intList(ctx.input.assistants)})`
    : sql`select ur.user_id as id from user_roles ur join roles r on r.id = ur.role_id where r.name = 'assistant'`;
  const since = sql`${ctx.start}::date`;
  const until = NEXT_DAY(ctx.end);
  return {
    select: sql`with people as (${people(ctx, { workYear: false })}),
      assistants as (${assistantsOf}),
      acts as (
        select v.user_id, coalesce(v.parent_id, v.id) as root, v.type_id, v.date, v.created_by as actor_id,
          'Запланировал отпуск'::text as action, v.created_at as at
        from vacations v where v.created_at >= ${since} and v.created_at < ${until}
          and v.created_by in (select id from assistants) and v.created_by <> v.user_id
          and v.user_id in (select id from people)
        union all
        select v.user_id, coalesce(v.parent_id, v.id), v.type_id, v.date, v.updated_by,
          case when v.deleted_at is not null then 'Перенес или удалил'
            when v.status_id = ${VACATION_STATUS.approved} then 'Согласовал'
            when v.status_id = ${VACATION_STATUS.rejected} then 'Отклонил'
            else 'Вернул на согласование' end,
          v.updated_at
        from vacations v where v.updated_at >= ${since} and v.updated_at < ${until} and v.updated_at > v.created_at
          and v.updated_by in (select id from assistants) and v.updated_by <> v.user_id
          and v.user_id in (select id from people)),
      g as (select actor_id, user_id, root, type_id, action, min(at) as at,
          min(date) as date_start, max(date) as date_end, count(*)::int as days
        from acts group by actor_id, user_id, root, type_id, action, at::date)
      select g.root as id, g.actor_id as assistant_id, ${fullNameOf('ua')} as assistant, ${PERSON_COLUMNS},
        g.action, ${typeLabel(sql`g.type_id`)} as type, ${isoDate(sql`g.date_start`)} as date_start,
        ${isoDate(sql`g.date_end`)} as date_end, g.days, ${isoDate(sql`g.at`)} as action_at
      from g join users ua on ua.id = g.actor_id join users u on u.id = g.user_id ${PERSON_JOINS}`,
    order: `action_at desc, ${ru('assistant')}, ${ru('employee')}, date_start, id`,
  };
}
