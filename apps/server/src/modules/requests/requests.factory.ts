import { eq, gt, sql } from 'drizzle-orm';
import { VACATION_STATUS, VACATION_TYPE, type RoleName } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { buildDepartment, buildUser } from '../../../test/factories.ts';
import { mailOutbox } from '../../platform/mail/mail.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { factsNotes } from '../facts/facts.schema.ts';
import { vacations } from '../vacation/vacation.schema.ts';
import { refreshAssignees } from './requests.assignees.ts';
import { CatalogCache } from './requests.catalog.ts';
import {
  bpDepartmentMembers,
  bpDepartments,
  bpPracticeDirectors,
  bpRequests,
  bpStatuses,
  bpTypes,
} from './requests.schema.ts';

/** The seeded process of a code (the migration's rows). */
export async function findType(db: Db, code: string) {
  const [type] = await db.select().from(bpTypes).where(eq(bpTypes.code, code));
  if (!type) throw new Error(`Нет типа заявки ${code}`);
  return type;
}

export async function findStatus(db: Db, code: string) {
  const [status] = await db.select().from(bpStatuses).where(eq(bpStatuses.code, code));
  if (!status) throw new Error(`Нет статуса ${code}`);
  return status;
}

/** A member of a seeded service department (training, dismissal). */
export async function addDepartmentMember(db: Db, code: string, userId: number) {
  const [department] = await db.select().from(bpDepartments).where(eq(bpDepartments.code, code));
  await db.insert(bpDepartmentMembers).values({ departmentId: department!.id, userId });
}

/**
 * An author in a project under a practice (so the practice is the level-2 ancestor), with a manager and the
 * practice's director.
 */
export async function buildAuthorWithChain(db: Db, options: { roles?: RoleName[] } = {}) {
  const practice = await buildDepartment(db);
  const [project] = await db
    .insert(structures)
    .values({ name: `Проект ${practice.id}`, level: 3, parentId: practice.id })
    .returning();
  const manager = await buildUser(db, { departmentId: practice.id });
  const director = await buildUser(db, { departmentId: practice.id });
  await db.insert(bpPracticeDirectors).values({ structureId: practice.id, userId: director.id });
  const author = await buildUser(db, {
    departmentId: project!.id,
    managerId: manager.id,
    roles: options.roles,
  });
  return { practice, author, manager, director };
}

/** An approved vacation day of a person on `date`, with `substituteId` named on their facts card. */
export async function buildAbsence(db: Db, userId: number, date: string, substituteId: number) {
  await db.insert(vacations).values({
    userId,
    date,
    typeId: VACATION_TYPE.divisible,
    statusId: VACATION_STATUS.approved,
  });
  await db
    .insert(factsNotes)
    .values({ userId, substituteId })
    .onConflictDoUpdate({ target: factsNotes.userId, set: { substituteId } });
}

/**
 * A request of a type put straight into a status (a test's starting point), with its assignees computed as
 * the engine would on entering it.
 */
export async function buildRequest(
  db: Db,
  values: {
    typeCode: string;
    authorId: number;
    statusCode?: string;
    responsibleUserId?: number | null;
    title?: string;
    data?: Record<string, string | number>;
    today: string;
  },
) {
  const type = await findType(db, values.typeCode);
  const statusId = values.statusCode ? (await findStatus(db, values.statusCode)).id : type.initialStatusId;
  const [row] = await db
    .insert(bpRequests)
    .values({
      typeId: type.id,
      statusId,
      authorId: values.authorId,
      responsibleUserId: values.responsibleUserId ?? null,
      title: values.title ?? `Заявка «${type.name}»`,
      data: values.data ?? {},
    })
    .returning();
  await refreshAssignees(db, await new CatalogCache(db).get(), [row!], values.today);
  return row!;
}

/**
 * What the portal sent after a mark: the notifications (who, title, body) and the letters (to, subject,
 * text) written since this call, read by the function it returns (the notices' tests).
 */
export async function sentSince(db: Db) {
  const [n] = await db
    .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::int` })
    .from(notifications);
  const [m] = await db.select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` }).from(mailOutbox);
  return async () => ({
    notices: (
      await db.select().from(notifications).where(gt(notifications.id, n!.id)).orderBy(notifications.id)
    ).map((row) => ({ userId: row.userId, title: row.title, body: row.body, link: row.link })),
    letters: (await db.select().from(mailOutbox).where(gt(mailOutbox.id, m!.id)).orderBy(mailOutbox.id)).map(
      (row) => ({ to: row.to, subject: row.subject, text: row.text }),
    ),
  });
}
