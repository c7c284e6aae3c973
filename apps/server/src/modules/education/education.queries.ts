import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  educationTypeName,
  TRAINING_DEPARTMENT,
  type Education,
  type EducationTypeId,
} from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { placeholdersOf, type PreparedReads } from '../../platform/db/prepared.ts';
import {
  countTotalPrepared,
  pageOffset,
  paginated,
  type PageRequest,
} from '../../platform/http/pagination.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { visibleTo } from '../requests/requests.queries.ts';
import { bpDepartmentMembers, bpDepartments, bpRequests } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { bpEducations, bpEducationUsers, eduFacilities } from './education.schema.ts';

export interface EducationFilter {
  status_id?: number;
  type_id?: EducationTypeId;
  bp_type_id?: number;
}

/** The processes of kind education (their ids bound the lists to bp_requests_type_idx). */
export function educationProcessIds(catalog: Catalog): number[] {
  return [...catalog.processes.values()]
    .filter((process) => process.type.kind === 'education')
    .map((process) => process.type.id);
}

/** Whether the user is in the training department («Учебный центр», bp_departments 'training'); prepared. */
export async function inTrainingDepartment(
  db: Db,
  prepared: PreparedReads,
  userId: number,
): Promise<boolean> {
  const [row] = await prepared.run(
    'education-training-member',
    () =>
      db
        .select({ one: sql`1` })
        .from(bpDepartmentMembers)
        .innerJoin(bpDepartments, eq(bpDepartments.id, bpDepartmentMembers.departmentId))
        .where(
          and(
            eq(bpDepartmentMembers.userId, sql.placeholder('userId')),
            eq(bpDepartments.code, TRAINING_DEPARTMENT),
          ),
        )
        .limit(1),
    { userId },
  );
  return Boolean(row);
}

const listColumns = {
  id: bpRequests.id,
  title: bpRequests.title,
  typeId: bpRequests.typeId,
  statusId: bpRequests.statusId,
  createdAt: bpRequests.createdAt,
  updatedAt: bpRequests.updatedAt,
  authorId: users.id,
  lastName: users.lastName,
  name: users.name,
  patronymic: users.patronymic,
  educationType: bpEducations.educationType,
  course: bpEducations.course,
  price: bpEducations.price,
  periodStart: bpEducations.periodStart,
  periodEnd: bpEducations.periodEnd,
  facilityId: eduFacilities.id,
  facilityName: eduFacilities.name,
};

type ListRow = {
  id: number;
  title: string;
  typeId: number;
  statusId: number;
  createdAt: Date;
  updatedAt: Date;
  authorId: number;
  lastName: string;
  name: string;
  patronymic: string | null;
  educationType: string;
  course: string;
  price: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  facilityId: number | null;
  facilityName: string | null;
};

export function toEducation(catalog: Catalog, row: ListRow): Education {
  return {
    id: row.id,
    title: row.title,
    type_id: row.educationType as EducationTypeId,
    type_name: educationTypeName(row.educationType),
    bp_type_id: row.typeId,
    status: catalog.statuses.get(row.statusId)!,
    author: { id: row.authorId, full_name: fullName(row) },
    course: row.course,
    edu_facility: row.facilityId === null ? null : { id: row.facilityId, name: row.facilityName ?? '' },
    price: row.price === null ? null : Number(row.price),
    period_date:
      row.periodStart && row.periodEnd ? { date_start: row.periodStart, date_end: row.periodEnd } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The values of a list's condition: the filters and the viewer (unset ones are not in its SQL). */
type ListValues = {
  statusId: number;
  educationType: string;
  bpTypeId: number;
  viewerId: number;
};

const listValues = (filter: EducationFilter, viewerId: number | null): ListValues => ({
  statusId: filter.status_id ?? 0,
  educationType: filter.type_id ?? '',
  bpTypeId: filter.bp_type_id ?? 0,
  viewerId: viewerId ?? 0,
});

/**
 * The list's condition: live education requests, the filters, and (unless null) what the user may see. Which
 * filters are set decides the SQL; `v` gives their values, or their placeholders for a prepared statement.
 */
function listCondition(
  db: Db,
  processes: readonly number[],
  filter: EducationFilter,
  viewerId: number | null,
  v: ListValues,
): SQL {
  return and(
    isNull(bpRequests.deletedAt),
    inArray(bpRequests.typeId, filter.bp_type_id ? [v.bpTypeId] : processes.length ? [...processes] : [0]),
    filter.status_id ? eq(bpRequests.statusId, v.statusId) : undefined,
    filter.type_id ? eq(bpEducations.educationType, v.educationType) : undefined,
    viewerId === null ? undefined : visibleTo(db, v.viewerId),
  )!;
}

/** The list's condition with its values (educationRows). */
export function educationWhere(
  catalog: Catalog,
  filter: EducationFilter,
  viewerId: number | null,
  db: Db,
): SQL {
  return listCondition(db, educationProcessIds(catalog), filter, viewerId, listValues(filter, viewerId));
}

function selectEducations(db: Db) {
  return db
    .select(listColumns)
    .from(bpRequests)
    .innerJoin(bpEducations, eq(bpEducations.requestId, bpRequests.id))
    .innerJoin(users, eq(users.id, bpRequests.authorId))
    .leftJoin(eduFacilities, eq(eduFacilities.id, bpEducations.facilityId));
}

/**
 * A page of education requests, newest first (bp_requests_type_idx): what `viewerId` may see (null: every
 * request). Its count and page are prepared reads (platform/db/prepared.ts: building this select costs about
 * as much as running it); the processes and which filters are set are the statement's shape, in its name.
 */
export async function educationPage(
  db: Db,
  prepared: PreparedReads,
  catalog: Catalog,
  list: { filter: EducationFilter; viewerId: number | null },
  page: PageRequest,
  path: string,
) {
  const { filter, viewerId } = list;
  const processes = educationProcessIds(catalog);
  const set = [filter.bp_type_id, filter.status_id, filter.type_id].map((value) => (value ? '+' : '-'));
  const shape = `${processes.join(',')}:${set.join('')}${viewerId === null ? '-' : '+'}`;
  const where = (v: ListValues) => listCondition(db, processes, filter, viewerId, v);
  const values = listValues(filter, viewerId);
  const total = await countTotalPrepared(
    db,
    prepared,
    `education-count:${shape}`,
    (v) =>
      db
        .select({ one: sql`1` })
        .from(bpRequests)
        .innerJoin(bpEducations, eq(bpEducations.requestId, bpRequests.id))
        .where(where(v)),
    values,
  );
  const paged = { ...values, limit: page.per_page, offset: pageOffset(page) };
  const rows = await prepared.run(
    `education-page:${shape}`,
    () => {
      const v = placeholdersOf(paged);
      return selectEducations(db)
        .where(where(v))
        .orderBy(desc(bpRequests.createdAt), desc(bpRequests.id))
        .limit(v.limit)
        .offset(v.offset);
    },
    paged,
  );
  return paginated(
    rows.map((row) => toEducation(catalog, row)),
    total,
    page,
    path,
  );
}

/** Every row of a filtered list (the xlsx report), newest first, at most `limit`. */
export async function educationRows(db: Db, catalog: Catalog, where: SQL, limit: number) {
  const rows = await selectEducations(db)
    .where(where)
    .orderBy(desc(bpRequests.createdAt), desc(bpRequests.id))
    .limit(limit);
  return rows.map((row) => toEducation(catalog, row));
}

/** One request's own row with its facility, or null when it is not a live education request. */
export async function findEducation(db: Db, id: number) {
  const [row] = await db
    .select({ own: bpEducations, facilityName: eduFacilities.name, deletedAt: bpRequests.deletedAt })
    .from(bpEducations)
    .innerJoin(bpRequests, eq(bpRequests.id, bpEducations.requestId))
    .leftJoin(eduFacilities, eq(eduFacilities.id, bpEducations.facilityId))
    .where(and(eq(bpEducations.requestId, id), isNull(bpRequests.deletedAt)));
  return row ?? null;
}

/** The students of a request, by name. */
export async function studentsOf(db: Db, id: number) {
  const rows = await db
    .select({ id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic })
    .from(bpEducationUsers)
    .innerJoin(users, eq(users.id, bpEducationUsers.userId))
    .where(eq(bpEducationUsers.requestId, id))
    .orderBy(asc(users.lastName), asc(users.name), asc(users.id));
  return rows.map((row) => ({ id: row.id, full_name: fullName(row) }));
}

/** Whether a facility is named by any education request (deleted ones too: their rows keep the reference). */
export function facilityUsed(db: Db, facilityId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(bpEducations)
      .where(eq(bpEducations.facilityId, facilityId)),
  );
}
