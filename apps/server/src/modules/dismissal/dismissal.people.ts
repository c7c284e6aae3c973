import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISMISSAL_SEARCH_LIMIT,
  DISMISSAL_SEARCH_MIN_LENGTH,
  type DismissalUser,
} from '@intranet/contracts/dismissal/dismissal';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike } from '../../platform/db/sql.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { placesOf } from './dismissal.queries.ts';

/** Roles that approve an application besides people who already manage someone. */
const APPROVER_ROLES = ['manager', 'department_manager', 'partner', 'older_partner', 'admin_director'];

/**
 * GET /users/search/employee_dismissal and …_approver: people whose name has every word of the search (from
 * 2 characters, at most 30), with what the form fills in from them (the manager, the practice, the block).
 * Approvers: people who manage someone or hold a managing role.
 */
export async function searchPeople(db: Db, search: string, approvers: boolean): Promise<DismissalUser[]> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (search.trim().length < DISMISSAL_SEARCH_MIN_LENGTH || words.length === 0) return [];
  const name = sql`lower(${users.lastName} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, ''))`;
  const subordinate = alias(users, 'subordinate');
  const approver = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(subordinate)
        .where(eq(subordinate.managerId, users.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, users.id), inArray(roles.name, APPROVER_ROLES))),
    ),
  );
  const rows = await db
    .select({
      id: users.id,
      lastName: users.lastName,
      name: users.name,
      patronymic: users.patronymic,
      workPosition: users.workPosition,
      managerId: users.managerId,
      department: structures.name,
    })
    .from(users)
    .leftJoin(structures, eq(structures.id, users.departmentId))
    .where(
      and(
        ...words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}`),
        sql`${users.fireDate} is null`,
        approvers ? approver : undefined,
      ),
    )
    .orderBy(byName(users.lastName), byName(users.name), asc(users.id))
    .limit(DISMISSAL_SEARCH_LIMIT);
  const places = await placesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    full_name: fullName(row),
    work_position: row.workPosition,
    department: row.department,
    manager_id: row.managerId,
    practice_id: places.get(row.id)?.practiceId ?? null,
    block_id: places.get(row.id)?.blockId ?? null,
  }));
}
