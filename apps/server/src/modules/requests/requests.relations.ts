import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canAccess,
  deskKindsOf,
  STRUCTURE_LEVEL,
  VACATION_STATUS,
  type BpTransition,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import { factsNotes } from '../facts/facts.schema.ts';
import { roles, userRoles } from '../users/users.schema.ts';
import { vacations } from '../vacation/vacation.schema.ts';
import type { Catalog } from './requests.catalog.ts';
import { bpAssignees, bpDepartmentMembers, bpDepartments } from './requests.schema.ts';

/** What a relation needs of a request. */
export interface RequestParties {
  id: number;
  authorId: number;
  responsibleUserId: number | null;
}

/** The people a request's author is related to: the manager and the practice's directors. */
export interface AuthorRelations {
  managerId: number | null;
  directorIds: number[];
}

/** Relations where a substitute stands in for a person on vacation: roles and departments are groups. */
export const PERSONAL_WHO = new Set(['manager', 'practice_director', 'responsible']);

/** The manager and the practice directors of each author (the practice: the level-2 ancestor of the department). */
export async function authorRelations(
  db: Db,
  authorIds: readonly number[],
): Promise<Map<number, AuthorRelations>> {
  const ids = [...new Set(authorIds)];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ author_id: number; manager_id: number | null; director_id: number | null }>(
    await db.execute(sql`
      with recursive up(author_id, id, parent_id, level) as (
        select u.id, s.id, s.parent_id, s.level
        from users u join structures s on s.id = u.department_id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        union all
        select up.author_id, s.id, s.parent_id, s.level
        from structures s join up on s.id = up.parent_id
        where up.level > ${STRUCTURE_LEVEL.practice}
      )
      select u.id as author_id, u.manager_id, d.user_id as director_id
      from users u
      left join up on up.author_id = u.id and up.level = ${STRUCTURE_LEVEL.practice}
      left join bp_practice_directors d on d.structure_id = up.id
      where u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const relations = new Map<number, AuthorRelations>();
  for (const row of rows) {
    const relation = relations.get(Number(row.author_id)) ?? {
      managerId: row.manager_id === null ? null : Number(row.manager_id),
      directorIds: [],
    };
    if (row.director_id !== null) relation.directorIds.push(Number(row.director_id));
    relations.set(Number(row.author_id), relation);
  }
  return relations;
}

/**
 * The one definition of "away today" for the engine: the person (a column of the outer query) has an
 * approved, live vacation day today. Substitutes act while it holds (substitutesToday), and a substitute's
 * assignee row counts only while it holds (requests.queries.ts).
 */
export function awayToday(db: Db, person: AnyPgColumn, today: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(vacations)
      .where(
        and(
          eq(vacations.userId, person),
          eq(vacations.date, today),
          eq(vacations.statusId, VACATION_STATUS.approved),
          isNull(vacations.deletedAt),
        ),
      ),
  );
}

/** People away today (awayToday), with the substitute their facts card names. */
export async function substitutesToday(
  db: Db,
  today: string,
  filter: { absentIds?: readonly number[]; substituteId?: number },
): Promise<Map<number, number>> {
  if (filter.absentIds && filter.absentIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: factsNotes.userId, substituteId: factsNotes.substituteId })
    .from(factsNotes)
    .where(
      and(
        awayToday(db, factsNotes.userId, today),
        filter.absentIds ? inArray(factsNotes.userId, [...filter.absentIds]) : undefined,
        filter.substituteId === undefined ? undefined : eq(factsNotes.substituteId, filter.substituteId),
      ),
    );
  return new Map(
    rows
      .filter((row) => row.substituteId !== null && row.substituteId !== row.userId)
      .map((row) => [row.userId, row.substituteId!]),
  );
}

/** Everything the policy needs about the actor and a set of requests, read once per call. */
export interface ActorRelations {
  authors: Map<number, AuthorRelations>;
  /** Service departments the actor belongs to. */
  departments: Set<number>;
  /** People on vacation today whom the actor stands in for. */
  represented: Set<number>;
  /** Requests the actor waits on now or acted on before (they may view them). */
  involved: Set<number>;
  admin: boolean;
  /**
   * The processes whose requests the actor handles on the desk (deskKindsOf: HR the transfers, the training
   * department the education requests…): they see every request of these and edit one until it is final.
   */
  deskTypeIds: Set<number>;
}

/** Read once per call; the processes the actor handles on the desk come from the engine's cached catalog. */
export async function actorRelations(
  db: Db,
  catalog: Catalog,
  actor: AuthUser,
  requests: readonly RequestParties[],
  today: string,
): Promise<ActorRelations> {
  const ids = requests.map((request) => request.id);
  const departments = await db
    .select({ id: bpDepartmentMembers.departmentId, code: bpDepartments.code })
    .from(bpDepartmentMembers)
    .innerJoin(bpDepartments, eq(bpDepartments.id, bpDepartmentMembers.departmentId))
    .where(eq(bpDepartmentMembers.userId, actor.id));
  const deskKinds = deskKindsOf(
    actor.roles,
    departments.map((row) => row.code),
  );
  const deskTypeIds = [...catalog.processes.values()]
    .filter((process) => deskKinds.includes(process.type.kind))
    .map((process) => process.type.id);
  const represented = await substitutesToday(db, today, { substituteId: actor.id });
  const involved = ids.length
    ? rowsOf<{ id: number }>(
        await db.execute(sql`
          select ${bpAssignees.requestId} as id from ${bpAssignees}
          where ${bpAssignees.userId} = ${actor.id} and ${bpAssignees.requestId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          union
          select ${workflowHistory.recordId} from ${workflowHistory}
          where ${workflowHistory.kind} = 'request' and ${workflowHistory.actorId} = ${actor.id}
            and ${workflowHistory.recordId} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`),
      )
    : [];
  return {
    authors: await authorRelations(
      db,
      requests.map((request) => request.authorId),
    ),
    departments: new Set(departments.map((row) => row.id)),
    represented: new Set(represented.keys()),
    involved: new Set(involved.map((row) => Number(row.id))),
    admin: canAccess(actor.roles, 'requests.admin'),
    deskTypeIds: new Set(deskTypeIds),
  };
}

/** The people a personal relation names on this request. */
export function personsOf(
  who: BpTransition['who'],
  request: RequestParties,
  author: AuthorRelations | undefined,
): number[] {
  switch (who) {
    case 'author':
      return [request.authorId];
    case 'manager':
      return author?.managerId ? [author.managerId] : [];
    case 'practice_director':
      return author?.directorIds ?? [];
    case 'responsible':
      return request.responsibleUserId ? [request.responsibleUserId] : [];
    default:
      return [];
  }
}

/** Everyone a transition names on this request (roles and departments resolved to their people). */
export async function peopleOfTransitions(
  db: Db,
  transitions: readonly BpTransition[],
): Promise<{ byRole: Map<string, number[]>; byDepartment: Map<number, number[]> }> {
  const roleNames = [...new Set(transitions.filter((t) => t.who === 'role' && t.role).map((t) => t.role!))];
  const departmentIds = [
    ...new Set(
      transitions.filter((t) => t.who === 'department' && t.department_id).map((t) => t.department_id!),
    ),
  ];
  const byRole = new Map<string, number[]>();
  if (roleNames.length) {
    const rows = await db
      .select({ role: roles.name, userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(roles.name, roleNames));
    for (const row of rows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row.userId]);
  }
  const byDepartment = new Map<number, number[]>();
  if (departmentIds.length) {
    const rows = await db
      .select()
      .from(bpDepartmentMembers)
      .where(inArray(bpDepartmentMembers.departmentId, departmentIds));
    for (const row of rows)
      byDepartment.set(row.departmentId, [...(byDepartment.get(row.departmentId) ?? []), row.userId]);
  }
  return { byRole, byDepartment };
}
