import { sql, type SQL } from 'drizzle-orm';
import type { TsReportParams } from '@intranet/contracts';
import type { ReportScope } from './reports.policy.ts';
import { inIds } from '../../../platform/db/sql.ts';

/** The validated params of one report run. */
export type ReportInput = Required<Pick<TsReportParams, 'date_start' | 'date_end' | 'users' | 'structures'>>;

/** What every report query is built from: the period, the filters and the actor's scope. */
export interface ReportContext {
  input: ReportInput;
  scope: ReportScope;
}

export const start = (ctx: ReportContext) => sql`${ctx.input.date_start}::date`;
export const end = (ctx: ReportContext) => sql`${ctx.input.date_end}::date`;

/** The people reporting to the actor, directly or further down, as a subquery of ids. */
function teamOf(actorId: number): SQL {
  return sql`(with recursive team(id) as (
      select id from users where manager_id = ${actorId}
      union select m.id from users m join team on m.manager_id = team.id)
    select id from team)`;
}

/** Structure nodes under the given ones (themselves included), as a subquery of ids. */
function subtreeOf(ids: readonly number[]): SQL {
  return sql`(with recursive subtree(id) as (
      select id from structures where ${inIds(sql`id`, ids)}
      union select s.id from structures s join subtree on s.parent_id = subtree.id)
    select id from subtree)`;
}

/** The filters of the params on a person (alias `u`): picked employees, picked structure nodes. */
export function personFilter(ctx: ReportContext, u = sql.raw('u')): SQL {
  const parts: SQL[] = [];
  if (ctx.input.users.length) parts.push(inIds(sql`${u}.id`, ctx.input.users));
  if (ctx.input.structures.length) {
    const nodes = subtreeOf(ctx.input.structures);
    parts.push(sql`(${u}.department_id in ${nodes} or ${u}.office_id in ${nodes})`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The actor sees this person (alias `u`) through themselves, their team or their block. */
function personInScope(scope: ReportScope, u: SQL): SQL {
  const parts: SQL[] = [sql`${u}.id = ${scope.actorId}`];
  if (scope.subordinates) parts.push(sql`${u}.id in ${teamOf(scope.actorId)}`);
  if (scope.blockId !== null)
    parts.push(
      sql`${u}.department_id in (select id from structures where id = ${scope.blockId} or parent_id = ${scope.blockId})`,
    );
  return sql`(${sql.join(parts, sql` or `)})`;
}

const ownedProjects = (scope: ReportScope) =>
  sql`(select customer_id from customer_owners where user_id = ${scope.actorId})`;

/**
 * Rows about a person as a whole (unfilled, employees, period…): visible when the person is in scope, or
 * wrote time in the period to a project the actor owns.
 */
export function personVisible(ctx: ReportContext, u = sql.raw('u')): SQL {
  const { scope } = ctx;
  if (scope.all) return sql`true`;
  if (!scope.ownedProjects) return personInScope(scope, u);
  return sql`(${personInScope(scope, u)} or exists (select 1 from timesheet_writes ow
    where ow.user_id = ${u}.id and ow.deleted_at is null and ow.date between ${start(ctx)} and ${end(ctx)}
      and ow.customer_id in ${ownedProjects(scope)}))`;
}

/** Rows about a project's time: a write (`customer` column) of a person (alias `u`) the actor may see. */
export function timeVisible(ctx: ReportContext, customer: SQL, u = sql.raw('u')): SQL {
  const { scope } = ctx;
  if (scope.all) return sql`true`;
  const mine = personInScope(scope, u);
  return scope.ownedProjects ? sql`(${mine} or ${customer} in ${ownedProjects(scope)})` : mine;
}

/** Display helpers, the same in every report. */
export const fullNameOf = (alias: string) =>
  sql.raw(`nullif(concat_ws(' ', ${alias}.last_name, ${alias}.name, ${alias}.patronymic), '')`);
export const hours = (minutes: SQL) => sql`round((${minutes})::numeric / 60, 2)::float8`;
export const isoDate = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD')`;
export const statusLabel = (status: SQL) =>
  sql`case ${status} when 1 then 'Новый' when 2 then 'На согласовании' when 3 then 'Согласован' when 4 then 'Отклонен' end`;
/** Russian order of names (the ICU collation of migration 0010). */
export const ru = (expression: string) => sql.raw(`${expression} collate "ru_ru"`);

/**
 * Whether a day is a working day for a person of a country (alias of the country id given): working weekends
 * (type 2) work, holidays and moved holidays (types 1, 3) rest, otherwise Monday to Friday.
 */
export function isWorkingDay(day: SQL, countryId: SQL): SQL {
  return sql`coalesce((select c.type = 2 from work_calendar_days c
      where c.country_id = ${countryId} and c.date = ${day} and c.type in (1, 2, 3) limit 1),
    extract(isodow from ${day}) < 6)`;
}
