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
 * Vacation days grouped into blocks (the first day is the parent): per person, block, type and
 * status, with the block's first and last day in the rows chosen by `where`.
 */
function blocks(where: SQL): SQL {
  return sql`select v.user_id, coalesce(v.parent_id, v.id) as root, v.type_id, v.status_id,
      min(v.date) as date_start, max(v.date) as date_end, count(*)::int as days, min(v.comment) as comment
    from vacations v where v.user_id in (select id from people) and ${where}
    group by v.user_id, coalesce(v.parent_id, v.id), v.type_id, v.status_id`;
}

/**
 * The history of the blocks in CTE `b` as lines (a history column), from the engine's history table: each
 * plan, decision and deletion with its day and author, a moved plan and a decision's comment on their own
 * lines. Joined as `hist` on user_id and root. The reports aggregate `vacation_history` in their own SQL (by
 * block, by period, by assistant) rather than through the platform's history reader (vacation-history.ts),
 * which reads by record ids.
 */
const HISTORY_CTE = sql`hist as (
    select e.user_id, e.root, string_agg(concat_ws(E'\n',
        to_char(e.at, 'DD.MM.YYYY') || ' — '
          || case when e.action = 'plan' then 'запланирован' else ${statusLabel(sql`e.to_status`)} end
          || coalesce(' (' || ${fullNameOf('ea')} || ')', ''),
        case when e.action = 'plan' and e.moved then 'Перенесен с других дат' end,
        case when e.action <> 'plan' and e.comment is not null then 'Комментарий: ' || e.comment end),
      E'\n' order by e.at, e.first_id) as history
    from (select v.user_id, coalesce(v.parent_id, v.id) as root, h.action, h.to_status, h.actor_id, h.at,
        h.comment, bool_or(v.moved) as moved, min(h.id) as first_id
      from vacation_history h join vacations v on v.id = h.vacation_id
      where (v.user_id, coalesce(v.parent_id, v.id)) in (select user_id, root from b)
      group by 1, 2, 3, 4, 5, 6, 7) e
    left join users ea on ea.id = e.actor_id
    group by e.user_id, e.root)`;
const HISTORY_JOIN = sql`left join hist on hist.user_id = b.user_id and hist.root = b.root`;

const BLOCK_COLUMNS = sql`b.root as id, ${typeLabel(sql`b.type_id`)} as type,
  ${isoDate(sql`b.date_start`)} as date_start, ${isoDate(sql`b.date_end`)} as date_end, b.days,
  ${statusLabel(sql`b.status_id`)} as status`;

const BLOCK_JOINS = sql`join users u on u.id = b.user_id ${PERSON_JOINS}`;

const statusFilter = (ctx: VacReportContext) =>
  ctx.input.statuses.length ? sql`v.status_id in (${intList(ctx.input.statuses)})` : sql`true`;

/** PERIOD and UNIFIED: live vacation days inside the period, as blocks (days outside the period left out). */
function periodBlocks(ctx: VacReportContext, withHistory: boolean): VacReportQuery {
  return {
    select: sql`with people as (${people(ctx)}),
      b as (${blocks(sql`v.deleted_at is null and v.date between ${ctx.start}::date and ${ctx.end}::date
        and ${statusFilter(ctx)}`)})
      ${withHistory ? sql`, ${HISTORY_CTE}` : sql``}
      select ${PERSON_COLUMNS}, ${BLOCK_COLUMNS}
        ${withHistory ? sql`, b.comment, hist.history` : sql``}
      from b ${BLOCK_JOINS} ${withHistory ? HISTORY_JOIN : sql``}`,
    order: `${ru('employee')}, user_id, date_start, id`,
  };
}

export const periodReport = (ctx: VacReportContext) => periodBlocks(ctx, false);
export const unifiedReport = (ctx: VacReportContext) => periodBlocks(ctx, true);

/**
 * CHANGES: every change of the period as the engine recorded it (planned, decided on, returned, deleted), one
 * row per block, action, author and moment, with the status that change led to; a decision undone later
 * keeps its row. Days deleted since (moved) only with the toggle.
 */
export function changesReport(ctx: VacReportContext): VacReportQuery {
  const statuses = ctx.input.statuses.length
    ? sql`h.to_status in (${intList(ctx.input.statuses)})`
    : sql`true`;
  return {
    select: sql`with people as (${people(ctx)}),
      b as (select v.user_id, coalesce(v.parent_id, v.id) as root, v.type_id, h.to_status as status_id,
          h.actor_id, h.at, min(v.date) as date_start, max(v.date) as date_end, count(*)::int as days
        from vacation_history h join vacations v on v.id = h.vacation_id
        where h.at >= ${ctx.start}::date and h.at < ${NEXT_DAY(ctx.end)} and v.user_id in (select id from people)
          ${ctx.input.deleted ? sql`` : sql`and v.deleted_at is null`} and ${statuses}
        group by v.user_id, coalesce(v.parent_id, v.id), v.type_id, h.action, h.to_status, h.actor_id, h.at),
      ${HISTORY_CTE}
      select ${PERSON_COLUMNS}, ${BLOCK_COLUMNS}, ${fullNameOf('ch')} as changed_by,
        ${isoDate(sql`b.at`)} as changed_at, b.at as at__, hist.history
      from b join users u on u.id = b.user_id ${PERSON_JOINS} left join users ch on ch.id = b.actor_id
        ${HISTORY_JOIN}`,
    order: `at__ desc, ${ru('employee')}, user_id, date_start, id`,
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
 * ASSISTANT: what assistants did to others' vacations in the period, from the engine's history (so an
 * approval undone later by someone else still counts): planned, decided on, returned or deleted days, grouped
 * per block, action and day.
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
        select v.user_id, coalesce(v.parent_id, v.id) as root, v.type_id, v.date, h.actor_id,
          case h.action when 'plan' then 'Запланировал отпуск' when 'approve' then 'Согласовал'
            when 'reject' then 'Отклонил' when 'return' then 'Вернул на согласование'
            else 'Перенес или удалил' end as action,
          h.at
        from vacation_history h join vacations v on v.id = h.vacation_id
        where h.at >= ${since} and h.at < ${until} and h.actor_id in (select id from assistants)
          and h.actor_id <> v.user_id and v.user_id in (select id from people)),
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
