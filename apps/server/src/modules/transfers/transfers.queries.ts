import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferListItem, TransferListQuery, TransferType, TransferUser } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { countTotal, pageOffset, paginated } from '../../platform/http/pagination.ts';
import { files } from '../files/files.schema.ts';
import { toFileInfo } from '../files/files.service.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { bpTransferUsers, bpTransfers } from './transfers.schema.ts';

type Person = { id: number; lastName: string; name: string; patronymic: string | null };
export const toPerson = (person: Person) => ({ id: person.id, full_name: fullName(person) });

const author = alias(users, 'author');

/** The list's order: the sort's column, then the newest id, so pages never overlap. */
function orderOf(query: Pick<TransferListQuery, 'sort' | 'direction'>): SQL[] {
  const by = query.direction === 'asc' ? asc : desc;
  const column = {
    byAddingDate: bpRequests.createdAt,
    byStatus: bpRequests.statusId,
    byTransferType: bpTransfers.transferType,
    byDateOfAdmission: bpTransfers.dateOfAdmission,
  }[query.sort];
  const nulls = query.sort === 'byDateOfAdmission' ? sql` nulls last` : sql``;
  return [sql`${by(column)}${nulls}`, by(bpRequests.id)];
}

/**
 * A page of transfers: `visible` is the viewer's condition on bp_requests (null: the desk sees all). One
 * select joined with the author; the total is countTotal's (exact up to 1000, the planner's estimate past).
 */
export async function listTransfers(
  db: Db,
  catalog: Catalog,
  visible: SQL | null,
  query: TransferListQuery,
  extra: { addable: boolean },
) {
  const where = and(isNull(bpRequests.deletedAt), visible ?? undefined);
  const total = await countTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(bpTransfers)
      .innerJoin(bpRequests, eq(bpRequests.id, bpTransfers.requestId))
      .where(where),
  );
  const rows = await db
    .select({
      id: bpRequests.id,
      statusId: bpRequests.statusId,
      title: bpRequests.title,
      createdAt: bpRequests.createdAt,
      type: bpTransfers.transferType,
      dateOfAdmission: bpTransfers.dateOfAdmission,
      author: { id: author.id, lastName: author.lastName, name: author.name, patronymic: author.patronymic },
    })
    .from(bpTransfers)
    .innerJoin(bpRequests, eq(bpRequests.id, bpTransfers.requestId))
    .innerJoin(author, eq(author.id, bpRequests.authorId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const data: TransferListItem[] = rows.map((row) => ({
    id: row.id,
    type: row.type as TransferType,
    title: row.title,
    status: catalog.statuses.get(row.statusId)!,
    author: toPerson(row.author),
    date_of_admission: row.dateOfAdmission,
    created_at: row.createdAt.toISOString(),
  }));
  const page = paginated(data, total, query, '/api/bp_transfers');
  return { ...page, addable: extra.addable };
}

/** A transfer's own row (null when the request is no transfer). */
export async function findTransferRow(db: Db, requestId: number) {
  const approver = alias(users, 'approver');
  const [row] = await db
    .select({
      transfer: bpTransfers,
      approver: {
        id: approver.id,
        lastName: approver.lastName,
        name: approver.name,
        patronymic: approver.patronymic,
      },
    })
    .from(bpTransfers)
    .leftJoin(approver, eq(approver.id, bpTransfers.approverId))
    .where(eq(bpTransfers.requestId, requestId));
  if (!row) return null;
  return { ...row.transfer, approver: row.approver?.id ? toPerson(row.approver) : null };
}

/** The people of a transfer in their order, with the names of where they go and their documents. */
export async function findTransferUsers(db: Db, requestId: number): Promise<TransferUser[]> {
  const person = alias(users, 'person');
  const manager = alias(users, 'manager');
  const office = alias(structures, 'office');
  const region = alias(structures, 'region');
  const department = alias(structures, 'department');
  const rows = await db
    .select({
      row: bpTransferUsers,
      person: { id: person.id, lastName: person.lastName, name: person.name, patronymic: person.patronymic },
      manager: {
        id: manager.id,
        lastName: manager.lastName,
        name: manager.name,
        patronymic: manager.patronymic,
      },
      company: { id: companies.id, name: companies.name },
      office: { id: office.id, name: office.name },
      region: { id: region.id, name: region.name },
      department: { id: department.id, name: department.name },
      file: { id: files.id, name: files.name, size: files.size, mime: files.mime },
    })
    .from(bpTransferUsers)
    .innerJoin(person, eq(person.id, bpTransferUsers.userId))
    .leftJoin(manager, eq(manager.id, bpTransferUsers.managerId))
    .leftJoin(companies, eq(companies.id, bpTransferUsers.companyId))
    .leftJoin(office, eq(office.id, bpTransferUsers.officeId))
    .leftJoin(region, eq(region.id, bpTransferUsers.regionId))
    .leftJoin(department, eq(department.id, bpTransferUsers.departmentId))
    .leftJoin(files, eq(files.id, bpTransferUsers.documentFileId))
    .where(eq(bpTransferUsers.requestId, requestId))
    .orderBy(asc(bpTransferUsers.position), asc(bpTransferUsers.id));
  const ref = (value: { id: number | null; name: string | null } | null) =>
    value?.id ? { id: value.id, name: value.name! } : null;
  return rows.map((row) => ({
    id: row.row.id,
    user: toPerson(row.person),
    company: ref(row.company),
    manager: row.manager?.id ? toPerson(row.manager) : null,
    office: ref(row.office),
    region: ref(row.region),
    department: ref(row.department),
    work_position: row.row.workPosition,
    document: row.file?.id
      ? {
          ...toFileInfo(row.file),
          url: documentUrl(requestId, row.file.id),
        }
      : null,
  }));
}

/** Where the people of a transfer download a document (GET /bp_transfers/{id}/documents/{file_id}). */
export function documentUrl(requestId: number, fileId: number): string {
  return `/api/bp_transfers/${requestId}/documents/${fileId}`;
}

/** Names of people by id (the form's chosen ones). */
export async function findPeople(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...{ id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
      workPosition: users.workPosition,
      department: structures.name,
    })
    .from(users)
    .leftJoin(structures, eq(structures.id, users.departmentId))
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => ({
    ...toPerson(row),
    work_position: row.workPosition,
    department: row.department,
  }));
}
