import { sql, type SQL } from 'drizzle-orm';
import {
  STRUCTURE_LEVEL,
  VACATION_STATUS_NAMES,
  VACATION_TYPE_LABELS,
  type vacReportParamsSchema,
} from '@intranet/contracts';
import type { z } from 'zod';
import type { VacReportScope } from './reports.policy.ts';
import { inIds } from '../../../platform/db/sql.ts';

export type VacReportInput = z.output<typeof vacReportParamsSchema>;

/** What a report query is built from: the params, the actor's scope and the report's reference days. */
export interface VacReportContext {
  input: VacReportInput;
  scope: VacReportScope;
  /** The period the report reads (the period, or the year of `date` / `balance_date`). */
  start: string;
  end: string;
  /** The day employment and the work-year condition are judged on. */
  refDay: string;
}

/** The people reporting to the actor, directly or further down, as a subquery of ids. */
function teamOf(actorId: number): SQL {
  return sql`(with recursive team(id) as (
      select id from users where manager_id = ${actorId}
      union select m.id from users m join team on m.manager_id = team.id)
    select id from team)`;
}

/** The actor sees this person (alias `u`): everyone, themselves, their team or their block. */
export function personVisible(scope: VacReportScope, u = sql.raw('u')): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [sql`${u}.id = ${scope.actorId}`];
  if (scope.subordinates) parts.push(sql`${u}.id in ${teamOf(scope.actorId)}`);
  if (scope.blockId !== null)
    parts.push(
      sql`${u}.department_id in (select id from structures where id = ${scope.blockId} or parent_id = ${scope.blockId})`,
    );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The block of a person's department (alias `s`): the department itself when a block, else its parent. */
export const blockIdOf = (s = 'us') =>
  sql.raw(
    `case when ${s}.level = ${STRUCTURE_LEVEL.block} then ${s}.id when ${s}.level = ${STRUCTURE_LEVEL.practice} then ${s}.parent_id end`,
  );

/**
 * The filters of the params on a person (alias `u`, department `us`): companies, people, blocks, practices,
 * projects (time written to them), the manager, and the work-year condition on the reference day.
 */
export function personFilter(ctx: VacReportContext, withWorkYear = true): SQL {
  const { input } = ctx;
  const parts: SQL[] = [personVisible(ctx.scope)];
  if (input.companies.length) parts.push(inIds(sql`u.company_id`, input.companies));
  if (input.users.length) parts.push(inIds(sql`u.id`, input.users));
  if (input.blocks.length) parts.push(inIds(blockIdOf(), input.blocks));
  if (input.practices.length) parts.push(inIds(sql`u.department_id`, input.practices));
  if (input.projects.length)
    parts.push(sql`exists (select 1 from timesheet_writes pw where pw.user_id = u.id
      and ${inIds(sql`pw.customer_id`, input.projects)} and pw.deleted_at is null)`);
  if (input.manager) parts.push(sql`u.manager_id = ${input.manager}`);
  if (withWorkYear && input.conditionWorkYear !== 'all') {
    // A full work year behind: hired at least a year before the day (no hire date: a long-standing employee).
    const worked = sql`(u.hire_date is null or u.hire_date + interval '1 year' <= ${ctx.refDay}::date)`;
    parts.push(input.conditionWorkYear === 'worked' ? worked : sql`not ${worked}`);
  }
  return sql.join(parts, sql` and `);
}

/** Employed at some point of the context's period. */
export const employedIn = (ctx: VacReportContext) =>
  sql`(u.hire_date is null or u.hire_date <= ${ctx.end}::date) and (u.fire_date is null or u.fire_date >= ${ctx.start}::date)`;

export const fullNameOf = (alias: string) =>
  sql.raw(`nullif(concat_ws(' ', ${alias}.last_name, ${alias}.name, ${alias}.patronymic), '')`);

/**
 * The person columns (alias `u` with `us` its department, `ub` its block, `uc` company, `um` manager):
 * user_id, employee, company, block, practice, manager, hire_date.
 */
export const PERSON_COLUMNS = sql`u.id as user_id, ${fullNameOf('u')} as employee, uc.name as company,
  ub.name as block, case when us.level = ${sql.raw(String(STRUCTURE_LEVEL.practice))} then us.name end as practice,
  ${fullNameOf('um')} as manager, to_char(u.hire_date, 'YYYY-MM-DD') as hire_date`;

export const PERSON_JOINS = sql`left join structures us on us.id = u.department_id
  left join structures ub on ub.id = ${blockIdOf()}
  left join companies uc on uc.id = u.company_id
  left join users um on um.id = u.manager_id`;

const caseOf = (value: SQL, labels: Readonly<Record<number, string>>) =>
  sql`case ${value} ${sql.join(
    Object.entries(labels).map(([id, label]) => sql`when ${sql.raw(id)} then ${label}::text`),
    sql` `,
  )} end`;
export const typeLabel = (value: SQL) => caseOf(value, VACATION_TYPE_LABELS);
export const statusLabel = (value: SQL) => caseOf(value, VACATION_STATUS_NAMES);
export const isoDate = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD')`;
/** Russian order of names (the ICU collation of migration 0010). */
export const ru = (expression: string) => `${expression} collate "ru_ru"`;
