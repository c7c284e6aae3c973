import { and, asc, desc, eq, exists, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BP_HISTORY_KIND, type BpAssignee, type BpRequest } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { workflowHistory } from '../../platform/workflow/workflow-history.schema.ts';
import type { Catalog } from './requests.catalog.ts';
import { awayToday } from './requests.relations.ts';
import { bpAssignees, bpRequests } from './requests.schema.ts';

const responsible = alias(users, 'responsible');
export const authorColumns = {
  id: users.id,
  lastName: users.lastName,
  name: users.name,
  patronymic: users.patronymic,
};
export const responsibleColumns = {
  id: responsible.id,
  lastName: responsible.lastName,
  name: responsible.name,
  patronymic: responsible.patronymic,
};

type Person = { id: number; lastName: string; name: string; patronymic: string | null };
const toPerson = (person: Person) => ({ id: person.id, full_name: fullName(person) });

/** The wire form of requests read with their author and responsible person. */
export function toRequest(
  catalog: Catalog,
  row: { request: typeof bpRequests.$inferSelect; author: Person; responsible: Person | null },
): BpRequest {
  const { request } = row;
  const type = catalog.processes.get(request.typeId)!.type;
  return {
    id: request.id,
    type_id: request.typeId,
    kind: type.kind,
    type_name: type.name,
    status: catalog.statuses.get(request.statusId)!,
    author: toPerson(row.author),
    responsible_user: row.responsible ? toPerson(row.responsible) : null,
    title: request.title,
    data: request.data,
    status_entered_at: request.statusEnteredAt.toISOString(),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
  };
}

/** A request with its author and responsible person (toRequest's row), plus `extra` columns. */
export function selectRequests<E extends Record<string, SQL>>(db: Db, extra: E = {} as E) {
  return db
    .select({ request: bpRequests, author: authorColumns, responsible: responsibleColumns, ...extra })
    .from(bpRequests)
    .innerJoin(users, eq(users.id, bpRequests.authorId))
    .leftJoin(responsible, eq(responsible.id, bpRequests.responsibleUserId));
}

export async function findRequests(db: Db, catalog: Catalog, ids: readonly number[]): Promise<BpRequest[]> {
  if (ids.length === 0) return [];
  const rows = await selectRequests(db).where(inArray(bpRequests.id, [...ids]));
  return rows.map((row) => toRequest(catalog, row));
}

/** A page of requests by a condition and an order, in the wire form. */
export async function requestsPage(
  db: Db,
  catalog: Catalog,
  where: SQL,
  order: SQL[],
  request: PageRequest,
  path: string,
) {
  const total = await countTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(bpRequests)
      .where(where),
  );
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(...order)
    .limit(request.per_page)
    .offset(pageOffset(request));
  return paginated(
    rows.map((row) => toRequest(catalog, row)),
    total,
    request,
    path,
  );
}

/** A request not deleted. */
export const live = isNull(bpRequests.deletedAt);

/**
 * The requests a person sees in a kind's list, as `mayView` decides for one request: their own, those waiting
 * for them (bp_assignees: role and department transitions are rows there too), and those whose history they
 * are in. A kind's module adds its desk (HR for transfers…) and administrators see every request.
 */
export function visibleTo(db: Db, userId: number): SQL {
  const waiting = exists(
    db
      .select({ one: sql`1` })
      .from(bpAssignees)
      .where(and(eq(bpAssignees.requestId, bpRequests.id), eq(bpAssignees.userId, userId))),
  );
  const tookPart = exists(
    db
      .select({ one: sql`1` })
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.kind, BP_HISTORY_KIND),
          eq(workflowHistory.recordId, bpRequests.id),
          eq(workflowHistory.actorId, userId),
        ),
      ),
  );
  return sql`(${bpRequests.authorId} = ${userId} or ${waiting} or ${tookPart})`;
}

/** The author's requests, newest first (bp_requests_author_idx). */
export function mineOf(db: Db, catalog: Catalog, userId: number, request: PageRequest) {
  return requestsPage(
    db,
    catalog,
    and(live, eq(bpRequests.authorId, userId))!,
    [desc(bpRequests.createdAt), desc(bpRequests.id)],
    request,
    '/api/bps/mine',
  );
}

/** An assignee row counts: in their own right, or a substitute while the person they stand in for is away today. */
function assigneeActive(db: Db, today: string): SQL {
  return sql`(${bpAssignees.onBehalfOfId} is null or ${awayToday(db, bpAssignees.onBehalfOfId, today)})`;
}

/** Whom one request waits for now (the request page), substitutes with the person they stand in for. */
export async function assigneesOf(db: Db, requestId: number, today: string): Promise<BpAssignee[]> {
  const absent = alias(users, 'absent');
  const rows = await db
    .select({
      person: authorColumns,
      absent: { id: absent.id, lastName: absent.lastName, name: absent.name, patronymic: absent.patronymic },
    })
    .from(bpAssignees)
    .innerJoin(users, eq(users.id, bpAssignees.userId))
    .leftJoin(absent, eq(absent.id, bpAssignees.onBehalfOfId))
    .where(and(eq(bpAssignees.requestId, requestId), assigneeActive(db, today)))
    .orderBy(asc(users.lastName), asc(users.name), asc(users.id));
  return rows.map((row) => ({
    person: { id: row.person.id, full_name: fullName(row.person) },
    on_behalf_of: row.absent?.id ? { id: row.absent.id, full_name: fullName(row.absent) } : null,
  }));
}

/**
 * The requests waiting for the user (bp_assignees_user_idx), oldest wait first. A substitute's row counts
 * only while the person they stand in for is still away today.
 */
export function inboxOf(db: Db, catalog: Catalog, userId: number, today: string, request: PageRequest) {
  return requestsPage(
    db,
    catalog,
    and(live, waitingFor(db, userId, today))!,
    [asc(bpRequests.statusEnteredAt), asc(bpRequests.id)],
    request,
    '/api/bps/inbox',
  );
}

/** The requests waiting for the user (bp_assignees_user_idx), a substitute's only while the person is away. */
export function waitingFor(db: Db, userId: number, today: string): SQL {
  return inArray(
    bpRequests.id,
    db
      .select({ id: bpAssignees.requestId })
      .from(bpAssignees)
      .where(and(eq(bpAssignees.userId, userId), assigneeActive(db, today))),
  );
}

/** The statuses a request may wait in (not final): those the overdue rule looks at. */
export function openStatusIds(catalog: Catalog): number[] {
  return [...catalog.statuses.values()].filter((status) => !status.is_terminal).map((status) => status.id);
}

/**
 * The overdue rule's condition, shared by the admins' list and the reminders (requests.reminders.ts): a live
 * request in a non-final status it entered before `enteredBefore` (bp_requests_waiting_idx).
 */
export function overdueWhere(catalog: Catalog, enteredBefore: Date): SQL {
  return and(
    live,
    lt(bpRequests.statusEnteredAt, enteredBefore),
    inArray(bpRequests.statusId, openStatusIds(catalog)),
  )!;
}

/** Overdue requests (overdueWhere), oldest first. */
export function overdueList(db: Db, catalog: Catalog, enteredBefore: Date, request: PageRequest) {
  return requestsPage(
    db,
    catalog,
    overdueWhere(catalog, enteredBefore),
    [asc(bpRequests.statusEnteredAt), asc(bpRequests.id)],
    request,
    '/api/bps/overdue',
  );
}
