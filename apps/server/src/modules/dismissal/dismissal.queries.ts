import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STRUCTURE_LEVEL } from '@intranet/contracts';
import {
  DISMISSAL_CHECK,
  DISMISSAL_STATUS_LABELS,
  dismissalStatusOf,
  engineCodesOf,
  type DismissalListItem,
  type DismissalListQuery,
  type DismissalStatus,
} from '@intranet/contracts/dismissal/dismissal';
import type { Db } from '../../platform/db/database.ts';
import { personColumns } from '../../platform/db/person-columns.ts';
import { byName, escapeLike, rowsOf } from '../../platform/db/sql.ts';
import { countTotal, pageOffset, paginated } from '../../platform/http/pagination.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpDepartmentMembers, bpRequests } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import {
  bpDismissals,
  dismissalCheckLists,
  dismissalDirections,
  dismissalSubjects,
} from './dismissal.schema.ts';

type Person = { id: number; lastName: string; name: string; patronymic: string | null };
export const toPerson = (person: Person) => ({ id: person.id, full_name: fullName(person) });

/** The spec's status of an engine status id, with its label. */
export function statusOf(catalog: Catalog, statusId: number): { id: DismissalStatus; name: string } {
  const id = dismissalStatusOf(catalog.statuses.get(statusId)!.code);
  return { id, name: DISMISSAL_STATUS_LABELS[id] };
}

/** The engine status ids of the spec's statuses. */
export function statusIdsOf(catalog: Catalog, statuses: readonly DismissalStatus[]): number[] {
  const codes = new Set(statuses.flatMap((status) => engineCodesOf(status)));
  return [...catalog.statuses.values()].filter((status) => codes.has(status.code)).map((status) => status.id);
}

/** The checking directions whose departments the person is in. */
export async function directionsOf(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: dismissalDirections.id })
    .from(dismissalDirections)
    .innerJoin(bpDepartmentMembers, eq(bpDepartmentMembers.departmentId, dismissalDirections.departmentId))
    .where(eq(bpDepartmentMembers.userId, userId));
  return new Set(rows.map((row) => row.id));
}

const employee = alias(users, 'employee');
const manager = alias(users, 'manager');
const author = alias(users, 'author');
const practice = alias(structures, 'practice');

/**
 * A page of applications, newest first. `visible`: the viewer's condition (null: sees all). Rejected and
 * cancelled are hidden (`hiddenStatusIds`).
 */
export async function listDismissals(
  db: Db,
  catalog: Catalog,
  visible: SQL | null,
  hiddenStatusIds: number[],
  query: DismissalListQuery,
) {
  const shown = query.status ? statusIdsOf(catalog, [query.status]) : null;
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const name = sql`lower(${employee.lastName} || ' ' || ${employee.name} || ' ' || coalesce(${employee.patronymic}, ''))`;
  const where = and(
    isNull(bpRequests.deletedAt),
    hiddenStatusIds.length ? notInArray(bpRequests.statusId, hiddenStatusIds) : undefined,
    shown ? inArray(bpRequests.statusId, shown) : undefined,
    ...words.map((word) => sql`${name} like ${`%${escapeLike(word)}%`}`),
    visible ?? undefined,
  );
  const base = db
    .select({ one: sql`1` })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .innerJoin(employee, eq(employee.id, bpDismissals.employeeId))
    .where(where);
  const total = await countTotal(db, base);
  const rows = await db
    .select({
      id: bpRequests.id,
      statusId: bpRequests.statusId,
      createdAt: bpRequests.createdAt,
      fireDate: bpDismissals.fireDate,
      employee: { ...personColumns(employee), workPosition: employee.workPosition },
      manager: personColumns(manager),
      author: personColumns(author),
      company: { id: companies.id, name: companies.name },
      practice: { id: practice.id, name: practice.name },
    })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .innerJoin(employee, eq(employee.id, bpDismissals.employeeId))
    .innerJoin(manager, eq(manager.id, bpDismissals.managerId))
    .innerJoin(author, eq(author.id, bpRequests.authorId))
    .leftJoin(companies, eq(companies.id, bpDismissals.defaultLegalEntityId))
    .leftJoin(practice, eq(practice.id, bpDismissals.practiceId))
    .where(where)
    .orderBy(desc(bpRequests.createdAt), desc(bpRequests.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const progress = await progressOf(
    db,
    rows.map((row) => row.id),
  );
  const data: DismissalListItem[] = rows.map((row) => ({
    id: row.id,
    status: statusOf(catalog, row.statusId),
    employee: { ...toPerson(row.employee), work_position: row.employee.workPosition },
    manager: toPerson(row.manager),
    author: toPerson(row.author),
    default_legal_entity: row.company?.id ? { id: row.company.id, name: row.company.name } : null,
    practice: row.practice?.id ? { id: row.practice.id, name: row.practice.name } : null,
    fire_date: row.fireDate,
    created_at: row.createdAt.toISOString(),
    progress: progress.get(row.id) ?? { decided: 0, total: 0 },
    has_poll: false,
    unread_messages_count: 0,
  }));
  return paginated(data, total, query, '/api/employee_dismissal/applications');
}

/** Subjects decided and in all, per application. */
export async function progressOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { decided: number; total: number }>();
  const rows = await db
    .select({
      id: dismissalCheckLists.requestId,
      total: sql<number>`count(*)::int`,
      decided: sql<number>`(count(*) filter (where ${dismissalSubjects.check} <> ${DISMISSAL_CHECK.waiting}))::int`,
    })
    .from(dismissalSubjects)
    .innerJoin(dismissalCheckLists, eq(dismissalCheckLists.id, dismissalSubjects.checkListId))
    .where(inArray(dismissalCheckLists.requestId, ids))
    .groupBy(dismissalCheckLists.requestId);
  return new Map(rows.map((row) => [row.id, { decided: Number(row.decided), total: Number(row.total) }]));
}

/** An application's own row with the names of its references (null when the request is no application). */
export async function findDismissalRow(db: Db, requestId: number) {
  const assistant = alias(users, 'assistant');
  const block = alias(structures, 'block');
  const [row] = await db
    .select({
      dismissal: bpDismissals,
      employee: { ...personColumns(employee), workPosition: employee.workPosition },
      manager: personColumns(manager),
      assistant: personColumns(assistant),
      company: { id: companies.id, name: companies.name },
      practice: { id: practice.id, name: practice.name },
      block: { id: block.id, name: block.name },
    })
    .from(bpDismissals)
    .innerJoin(employee, eq(employee.id, bpDismissals.employeeId))
    .innerJoin(manager, eq(manager.id, bpDismissals.managerId))
    .leftJoin(assistant, eq(assistant.id, bpDismissals.assistantId))
    .leftJoin(companies, eq(companies.id, bpDismissals.defaultLegalEntityId))
    .leftJoin(practice, eq(practice.id, bpDismissals.practiceId))
    .leftJoin(block, eq(block.id, bpDismissals.blockId))
    .where(eq(bpDismissals.requestId, requestId));
  if (!row) return null;
  const secondary = row.dismissal.secondaryLegalEntityIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, row.dismissal.secondaryLegalEntityIds))
        .orderBy(byName(companies.name))
    : [];
  const ref = (value: { id: number | null; name: string | null } | null) =>
    value?.id ? { id: value.id, name: value.name! } : null;
  return {
    ...row.dismissal,
    employee: { ...toPerson(row.employee), work_position: row.employee.workPosition },
    manager: toPerson(row.manager),
    assistant: row.assistant?.id ? toPerson(row.assistant) : null,
    company: ref(row.company),
    practice: ref(row.practice),
    block: ref(row.block),
    secondary,
  };
}

/** The checklists of an application with their subjects, in the directions' order. */
export async function findCheckLists(db: Db, requestId: number) {
  const lists = await db
    .select({ list: dismissalCheckLists, direction: dismissalDirections })
    .from(dismissalCheckLists)
    .innerJoin(dismissalDirections, eq(dismissalDirections.id, dismissalCheckLists.directionId))
    .where(eq(dismissalCheckLists.requestId, requestId))
    .orderBy(asc(dismissalDirections.position), asc(dismissalDirections.id));
  const subjects = lists.length
    ? await db
        .select()
        .from(dismissalSubjects)
        .where(
          inArray(
            dismissalSubjects.checkListId,
            lists.map((row) => row.list.id),
          ),
        )
        .orderBy(asc(dismissalSubjects.position), asc(dismissalSubjects.id))
    : [];
  return lists.map(({ list, direction }) => ({
    id: list.id,
    direction: { id: direction.id, code: direction.code, title: direction.title },
    comment: list.comment,
    subjects: subjects
      .filter((subject) => subject.checkListId === list.id)
      .map((subject) => ({
        id: subject.id,
        title: subject.title,
        check: subject.check,
        note: subject.note,
        updated_at: subject.updatedAt.toISOString(),
      })),
  }));
}

/** The practice (level 2) and block (level 1) above each person's department. */
export async function placesOf(db: Db, userIds: readonly number[]) {
  const places = new Map<number, { practiceId: number | null; blockId: number | null }>();
  if (userIds.length === 0) return places;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ user_id: number; id: number; level: number }>(
    await db.execute(sql`
      with recursive up(user_id, id, parent_id, level) as (
        select u.id, s.id, s.parent_id, s.level
        from users u join structures s on s.id = u.department_id
        where u.id in (${ids})
        union all
        select up.user_id, s.id, s.parent_id, s.level
        from structures s join up on s.id = up.parent_id
        where up.level > ${STRUCTURE_LEVEL.block}
      )
      select user_id, id, level from up
      where level in (${STRUCTURE_LEVEL.block}, ${STRUCTURE_LEVEL.practice})`),
  );
  for (const id of userIds) places.set(id, { practiceId: null, blockId: null });
  for (const row of rows) {
    const place = places.get(Number(row.user_id))!;
    if (Number(row.level) === STRUCTURE_LEVEL.practice) place.practiceId = Number(row.id);
    else place.blockId = Number(row.id);
  }
  return places;
}
