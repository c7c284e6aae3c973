import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DismissalPollProgress, SurveyGroup } from '@intranet/contracts/dismissal/talk';
import type { Db } from '../../platform/db/database.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { bpDepartmentMembers, bpRequests, bpStatuses, bpTypes } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';
import { bpDismissals, dismissalCheckLists, dismissalDirections } from './dismissal.schema.ts';
import type { TalkApplication } from './dismissal.talk.policy.ts';
import {
  bpDismissalPollAnswers,
  bpDismissalPollGroups,
  bpDismissalPollResponses,
  bpDismissalPolls,
} from './dismissal.talk.schema.ts';

/*
 * Read-only joins over the applications' tables (bp_dismissals, checklists) of the applications part: the
 * talk part needs who is on an application and never writes there (docs/modules/dismissal.md).
 */

const employeeFullName = sql<string>`coalesce(${users.lastName} || ' ' || ${users.name} || coalesce(' ' || ${users.patronymic}, ''), '')`;

/** Live dismissal requests among `ids` with their people; other kinds and deleted requests are absent. */
export async function findApplications(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TalkApplication>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bpRequests.id,
      statusCode: bpStatuses.code,
      statusName: bpStatuses.name,
      statusFinal: bpStatuses.isTerminal,
      authorId: bpRequests.authorId,
      employeeId: bpDismissals.employeeId,
      employeeFullName,
      managerId: bpDismissals.managerId,
      assistantId: bpDismissals.assistantId,
    })
    .from(bpRequests)
    .innerJoin(bpTypes, eq(bpTypes.id, bpRequests.typeId))
    .innerJoin(bpStatuses, eq(bpStatuses.id, bpRequests.statusId))
    .leftJoin(bpDismissals, eq(bpDismissals.requestId, bpRequests.id))
    .leftJoin(users, eq(users.id, bpDismissals.employeeId))
    .where(
      and(
        inArray(bpRequests.id, [...ids]),
        eq(bpTypes.kind, 'dismissal'),
        sql`${bpRequests.deletedAt} is null`,
      ),
    );
  const checklistPeople = await db
    .selectDistinct({ requestId: dismissalCheckLists.requestId, userId: bpDepartmentMembers.userId })
    .from(dismissalCheckLists)
    .innerJoin(dismissalDirections, eq(dismissalDirections.id, dismissalCheckLists.directionId))
    .innerJoin(bpDepartmentMembers, eq(bpDepartmentMembers.departmentId, dismissalDirections.departmentId))
    .where(inArray(dismissalCheckLists.requestId, [...ids]));
  const people = new Map<number, number[]>();
  for (const row of checklistPeople)
    people.set(row.requestId, [...(people.get(row.requestId) ?? []), row.userId]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        employeeFullName: row.employeeFullName ?? '',
        checklistPeople: people.get(row.id) ?? [],
      },
    ]),
  );
}

export async function findApplication(db: Db, id: number): Promise<TalkApplication | null> {
  return (await findApplications(db, [id])).get(id) ?? null;
}

/** The poll's groups with their answers, in order, and the responses of one application. */
export async function findPollContent(db: Db, requestId: number) {
  const groups = await db
    .select({
      id: bpDismissalPollGroups.id,
      title: bpDismissalPollGroups.title,
      isReason: bpDismissalPollGroups.isReason,
      directionId: dismissalDirections.id,
      directionTitle: dismissalDirections.title,
    })
    .from(bpDismissalPollGroups)
    .leftJoin(dismissalDirections, eq(dismissalDirections.id, bpDismissalPollGroups.directionId))
    .where(eq(bpDismissalPollGroups.active, true))
    .orderBy(asc(bpDismissalPollGroups.position), asc(bpDismissalPollGroups.id));
  const answers = await db
    .select()
    .from(bpDismissalPollAnswers)
    .where(
      inArray(
        bpDismissalPollAnswers.groupId,
        groups.map((group) => group.id),
      ),
    )
    .orderBy(asc(bpDismissalPollAnswers.position), asc(bpDismissalPollAnswers.id));
  const responses = await db
    .select()
    .from(bpDismissalPollResponses)
    .where(eq(bpDismissalPollResponses.requestId, requestId));
  const [poll] = await db.select().from(bpDismissalPolls).where(eq(bpDismissalPolls.requestId, requestId));
  return { groups, answers, responses, poll: poll ?? null };
}

/** Poll progress of applications (no row: «default»). */
export async function findProgress(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { progress: DismissalPollProgress; updatedAt: Date | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      requestId: bpDismissalPolls.requestId,
      progress: bpDismissalPolls.progress,
      updatedAt: bpDismissalPolls.updatedAt,
    })
    .from(bpDismissalPolls)
    .where(inArray(bpDismissalPolls.requestId, [...ids]));
  return new Map(
    rows.map((row) => [
      row.requestId,
      { progress: row.progress as DismissalPollProgress, updatedAt: row.updatedAt },
    ]),
  );
}

/** Survey rows (an application with its leaver, department and poll progress), newest first. */
function surveyRows(db: Db) {
  return db
    .select({
      applicationId: bpRequests.id,
      employeeFullName,
      department: structures.name,
      progress: sql<DismissalPollProgress>`coalesce(${bpDismissalPolls.progress}, 'default')`,
      updatedAt: bpDismissalPolls.updatedAt,
    })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .innerJoin(users, eq(users.id, bpDismissals.employeeId))
    .leftJoin(structures, eq(structures.id, users.departmentId))
    .leftJoin(bpDismissalPolls, eq(bpDismissalPolls.requestId, bpRequests.id))
    .$dynamic();
}

export async function findOwnSurveyRows(db: Db, userId: number) {
  return surveyRows(db)
    .where(and(eq(bpDismissals.employeeId, userId), sql`${bpRequests.deletedAt} is null`))
    .orderBy(desc(bpRequests.id));
}

export async function findSurveyPage(db: Db, page: { page: number; per_page: number }) {
  const [rows, [count]] = await Promise.all([
    surveyRows(db)
      .where(sql`${bpRequests.deletedAt} is null`)
      .orderBy(sql`${bpDismissalPolls.updatedAt} desc nulls last`, desc(bpRequests.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bpDismissals)
      .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
      .where(sql`${bpRequests.deletedAt} is null`),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Polls by progress over live applications. */
export async function countProgress(db: Db): Promise<Record<DismissalPollProgress, number>> {
  const rows = await db
    .select({
      progress: sql<DismissalPollProgress>`coalesce(${bpDismissalPolls.progress}, 'default')`,
      total: sql<number>`count(*)::int`,
    })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .leftJoin(bpDismissalPolls, eq(bpDismissalPolls.requestId, bpRequests.id))
    .where(sql`${bpRequests.deletedAt} is null`)
    .groupBy(sql`1`);
  const counts = { default: 0, in_progress: 0, done: 0 };
  for (const row of rows) counts[row.progress] = Number(row.total);
  return counts;
}

/** Finished polls by the leaver's department (before the minimum-group rule). */
export async function countDoneByDepartment(db: Db): Promise<SurveyGroup[]> {
  const rows = await db
    .select({
      id: structures.id,
      title: sql<string>`coalesce(${structures.name}, 'Без подразделения')`,
      count: sql<number>`count(*)::int`,
    })
    .from(bpDismissalPolls)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissalPolls.requestId))
    .innerJoin(bpDismissals, eq(bpDismissals.requestId, bpRequests.id))
    .innerJoin(users, eq(users.id, bpDismissals.employeeId))
    .leftJoin(structures, eq(structures.id, users.departmentId))
    .where(and(eq(bpDismissalPolls.progress, 'done'), sql`${bpRequests.deletedAt} is null`))
    .groupBy(structures.id, structures.name);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Ticked reasons for leaving in finished polls (before the minimum-group rule). */
export async function countDoneByReason(db: Db): Promise<SurveyGroup[]> {
  const rows = await db
    .select({
      id: bpDismissalPollAnswers.id,
      title: bpDismissalPollAnswers.title,
      count: sql<number>`count(*)::int`,
    })
    .from(bpDismissalPollResponses)
    .innerJoin(bpDismissalPollAnswers, eq(bpDismissalPollAnswers.id, bpDismissalPollResponses.answerId))
    .innerJoin(bpDismissalPollGroups, eq(bpDismissalPollGroups.id, bpDismissalPollAnswers.groupId))
    .innerJoin(bpDismissalPolls, eq(bpDismissalPolls.requestId, bpDismissalPollResponses.requestId))
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissalPolls.requestId))
    .where(
      and(
        eq(bpDismissalPollGroups.isReason, true),
        eq(bpDismissalPollAnswers.type, 'checkbox'),
        eq(bpDismissalPollResponses.checked, true),
        eq(bpDismissalPolls.progress, 'done'),
        sql`${bpRequests.deletedAt} is null`,
      ),
    )
    .groupBy(bpDismissalPollAnswers.id, bpDismissalPollAnswers.title);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
