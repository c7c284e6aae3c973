import { sql, type SQL } from 'drizzle-orm';
import {
  WC_EMPLOYMENT_STATUSES,
  WC_USER_STATUSES,
  type WcHistoryEntry,
  type WcPosition,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { inIds, rowsOf } from '../../platform/db/sql.ts';
import { canDeleteEntry, canDeletePosition, canEditWorkConditions } from './work-conditions.policy.ts';

/** The condition columns of a position or history row `t`, with the names of what they point at. */
export function conditionColumns(t: string): SQL {
  const a = sql.raw(t);
  return sql`${a}.location_id, loc.name as location_name, ${a}.department_id, dep.name as department_name,
    ${a}.default_project_id, prj.name as default_project_name, ${a}.default_customer_id,
    cus.name as default_customer_name, ${a}.work_position, ${a}.work_rate::float8 as work_rate,
    to_char(${a}.hire_date, 'YYYY-MM-DD') as hire_date, to_char(${a}.fire_date, 'YYYY-MM-DD') as fire_date,
    ${a}.employment_status_id, ${a}.tab_number, ${a}.uid, ${a}.user_status_id`;
}

/** The joins `conditionColumns` needs. */
export function conditionJoins(t: string): SQL {
  const a = sql.raw(t);
  return sql`left join structures loc on loc.id = ${a}.location_id
    left join structures dep on dep.id = ${a}.department_id
    left join customers prj on prj.id = ${a}.default_project_id
    left join customers cus on cus.id = ${a}.default_customer_id`;
}

export interface ConditionRow {
  location_id: number | null;
  location_name: string | null;
  department_id: number | null;
  department_name: string | null;
  default_project_id: number | null;
  default_project_name: string | null;
  default_customer_id: number | null;
  default_customer_name: string | null;
  work_position: string;
  work_rate: number;
  hire_date: string;
  fire_date: string | null;
  employment_status_id: number;
  tab_number: string | null;
  uid: string | null;
  user_status_id: number;
}

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const statusOf = (list: readonly { id: number; name: string }[], id: number) =>
  list.find((item) => item.id === id) ?? { id, name: String(id) };

export const employmentStatusName = (id: number) => statusOf(WC_EMPLOYMENT_STATUSES, id).name;
export const userStatusName = (id: number) => statusOf(WC_USER_STATUSES, id).name;

export function presentConditions(row: ConditionRow) {
  return {
    location: named(row.location_id, row.location_name),
    department: named(row.department_id, row.department_name),
    default_project: named(row.default_project_id, row.default_project_name),
    default_customer: named(row.default_customer_id, row.default_customer_name),
    work_position: row.work_position,
    work_rate: Number(row.work_rate),
    hire_date: row.hire_date,
    fire_date: row.fire_date,
    employment_status: { ...statusOf(WC_EMPLOYMENT_STATUSES, row.employment_status_id) },
    tab_number: row.tab_number,
    uid: row.uid,
    user_status: { ...statusOf(WC_USER_STATUSES, row.user_status_id) },
  };
}

interface PositionRow extends ConditionRow {
  id: number;
  user_id: number;
  is_default: boolean;
  updated_at: Date | string;
  next_change: string | null;
  positions_of_user: number;
}

/** The positions of some people (or some positions), default first, with names and abilities. */
export async function readPositions(
  db: Db,
  actor: AuthUser,
  today: string,
  where: { userIds?: number[]; positionIds?: number[] },
): Promise<WcPosition[]> {
  const filter = where.positionIds
    ? inIds(sql`p.id`, where.positionIds)
    : inIds(sql`p.user_id`, where.userIds ?? []);
  const rows = rowsOf<PositionRow>(
    await db.execute(sql`select p.id, p.user_id, p.is_default, p.updated_at, ${conditionColumns('p')},
        (select to_char(min(h.date_apply), 'YYYY-MM-DD') from wc_position_history h
          where h.position_id = p.id and h.date_apply > ${today}) as next_change,
        (select count(*)::int from wc_positions o where o.user_id = p.user_id) as positions_of_user
      from wc_positions p ${conditionJoins('p')}
      where ${filter}
      order by p.user_id, p.is_default desc, p.hire_date, p.id`),
  );
  const canEdit = canEditWorkConditions(actor);
  return rows.map((row) => ({
    id: Number(row.id),
    user_id: Number(row.user_id),
    is_default: row.is_default,
    ...presentConditions(row),
    next_change: row.next_change,
    updated_at: new Date(row.updated_at).toISOString(),
    abilities: {
      edit: canEdit,
      set_default: canEdit && !row.is_default,
      delete: canDeletePosition(actor, Number(row.positions_of_user)),
    },
  }));
}

interface EntryRow extends ConditionRow {
  id: number;
  position_id: number;
  date_apply: string;
  comment: string | null;
  created_by_id: number | null;
  created_by_last_name: string | null;
  created_by_name: string | null;
  created_by_patronymic: string | null;
  created_at: Date | string;
  current_id: number | null;
  total: number;
}

/** A position's history, newest date first; the entry in force today is `current`. */
export async function readHistory(
  db: Db,
  actor: AuthUser,
  today: string,
  positionId: number,
): Promise<WcHistoryEntry[]> {
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`select h.id, h.position_id, to_char(h.date_apply, 'YYYY-MM-DD') as date_apply,
        ${conditionColumns('h')}, h.comment, h.created_at,
        u.id as created_by_id, u.last_name as created_by_last_name, u.name as created_by_name,
        u.patronymic as created_by_patronymic,
        (select c.id from wc_position_history c where c.position_id = h.position_id and c.date_apply <= ${today}
          order by c.date_apply desc, c.id desc limit 1) as current_id,
        count(*) over ()::int as total
      from wc_position_history h ${conditionJoins('h')} left join users u on u.id = h.created_by
      where h.position_id = ${positionId}
      order by h.date_apply desc, h.id desc`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    position_id: Number(row.position_id),
    date_apply: row.date_apply,
    ...presentConditions(row),
    comment: row.comment,
    state:
      row.date_apply > today
        ? 'scheduled'
        : Number(row.current_id) === Number(row.id)
          ? 'current'
          : 'applied',
    created_by:
      row.created_by_id === null
        ? null
        : {
            id: Number(row.created_by_id),
            full_name: [row.created_by_last_name, row.created_by_name, row.created_by_patronymic]
              .filter(Boolean)
              .join(' '),
          },
    created_at: new Date(row.created_at).toISOString(),
    abilities: { delete: canDeleteEntry(actor, Number(row.total)) },
  }));
}
