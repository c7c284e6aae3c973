import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_TYPE,
  ENTITY_TYPE,
  EXEMPTION_NOTIFICATION_TEXT,
  type ExemptionReportName,
  type ExemptProject,
  type ExemptUser,
} from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { byName } from '../../../platform/db/sql.ts';
import { fieldError, notFound } from '../../../platform/http/app-error.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { customers, structures } from '../../organisation/organisation.schema.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import { exemptProjectsWorkbook, exemptUsersWorkbook } from './exemptions-report.ts';
import { timesheetExemptProjects, timesheetExemptUsers } from '../timesheet.schema.ts';

const office = alias(structures, 'office');
/** DELETE with an id that is not on the list (404). */
const EXEMPTION_NOT_FOUND = 'Исключение не найдено';

export interface ExemptProjectInput {
  project: number;
  office?: number | null;
  hire_date?: string | null;
}

/** Users and projects exempt from the filling control (the «Исключения» tab). */
export class TimesheetExemptionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /** The list as a workbook, named for the download. */
  async report(name: ExemptionReportName): Promise<{ bytes: Buffer; fileName: string }> {
    if (name === 'users')
      return {
        bytes: await exemptUsersWorkbook(await this.listUsers()),
        fileName: 'Исключения — сотрудники.xlsx',
      };
    return {
      bytes: await exemptProjectsWorkbook(await this.listProjects()),
      fileName: 'Исключения — проекты.xlsx',
    };
  }

  /** Tells exempt people (the given ones, or everyone on the list) in the bell that they need not fill. */
  async notify(userIds?: number[]): Promise<{ sent: number }> {
    const exempt = (
      await this.db.select({ userId: timesheetExemptUsers.userId }).from(timesheetExemptUsers)
    ).map((row) => row.userId);
    const targets = userIds ?? exempt;
    if (targets.some((id) => !exempt.includes(id)))
      throw fieldError('user_ids', 'Уведомить можно только сотрудников из списка исключений');
    const unique = [...new Set(targets)];
    await this.notifications.notifyUsers(unique, {
      title: 'TimeSheet',
      body: EXEMPTION_NOTIFICATION_TEXT,
      link: '/timesheet/faq',
    });
    return { sent: unique.length };
  }

  async listUsers(): Promise<ExemptUser[]> {
    const rows = await this.db
      .select({ id: timesheetExemptUsers.id, user: users, office: office.name })
      .from(timesheetExemptUsers)
      .innerJoin(users, eq(users.id, timesheetExemptUsers.userId))
      .leftJoin(office, eq(office.id, users.officeId))
      .orderBy(byName(users.lastName), byName(users.name));
    return rows.map((row) => ({
      id: row.id,
      user: { id: row.user.id, full_name: fullName(row.user) },
      office_name: row.office,
      hire_date: row.user.hireDate,
    }));
  }

  /** Adds people; those already exempt stay as they are. */
  async addUsers(actor: AuthUser, userIds: number[]): Promise<ExemptUser[]> {
    const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (found.length !== new Set(userIds).size) throw fieldError('user_ids', 'Часть сотрудников не найдена');
    await this.db
      .insert(timesheetExemptUsers)
      .values(userIds.map((userId) => ({ userId, createdBy: actor.id })))
      .onConflictDoNothing();
    return this.listUsers();
  }

  /** Removes all the ids or none: an unknown id is a 404 (someone removed it meanwhile, or a typo). */
  async removeUsers(ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(timesheetExemptUsers)
        .where(inArray(timesheetExemptUsers.id, ids))
        .returning({ id: timesheetExemptUsers.id });
      assertAllRemoved(ids, removed);
    });
  }

  async listProjects(where?: ReturnType<typeof eq>): Promise<ExemptProject[]> {
    const rows = await this.db
      .select({ row: timesheetExemptProjects, project: customers.name, office: office.name })
      .from(timesheetExemptProjects)
      .innerJoin(customers, eq(customers.id, timesheetExemptProjects.customerId))
      .leftJoin(office, eq(office.id, timesheetExemptProjects.officeId))
      .where(where)
      .orderBy(byName(customers.name), timesheetExemptProjects.id);
    return rows.map(({ row, project, office: officeName }) => ({
      id: row.id,
      project: row.customerId,
      project_name: project,
      office: row.officeId,
      office_name: officeName,
      hire_date: row.hireDate,
    }));
  }

  private async assertReferences(inputs: ExemptProjectInput[]): Promise<void> {
    const projectIds = [...new Set(inputs.map((input) => input.project))];
    const projects = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          inArray(customers.id, projectIds),
          inArray(customers.typeId, [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal]),
        ),
      );
    if (projects.length !== projectIds.length) throw fieldError('projects', 'Часть проектов не найдена');
    const officeIds = [...new Set(inputs.map((input) => input.office).filter((id): id is number => !!id))];
    if (officeIds.length) {
      const offices = await this.db
        .select({ id: structures.id })
        .from(structures)
        .where(and(inArray(structures.id, officeIds), eq(structures.entityType, ENTITY_TYPE.office)));
      if (offices.length !== officeIds.length) throw fieldError('office', 'Офис не найден');
    }
  }

  /** Adds (project, office) pairs in one transaction; an existing pair gets the new hire date. */
  async addProjects(actor: AuthUser, inputs: ExemptProjectInput[]): Promise<ExemptProject[]> {
    await this.assertReferences(inputs);
    await this.db.transaction(async (tx) => {
      for (const input of inputs) {
        const officeId = input.office ?? null;
        const [existing] = await tx
          .select({ id: timesheetExemptProjects.id })
          .from(timesheetExemptProjects)
          .where(
            and(
              eq(timesheetExemptProjects.customerId, input.project),
              officeId === null
                ? isNull(timesheetExemptProjects.officeId)
                : eq(timesheetExemptProjects.officeId, officeId),
            ),
          );
        if (existing) {
          await tx
            .update(timesheetExemptProjects)
            .set({ hireDate: input.hire_date ?? null, updatedAt: this.clock.now() })
            .where(eq(timesheetExemptProjects.id, existing.id));
        } else {
          await tx.insert(timesheetExemptProjects).values({
            customerId: input.project,
            officeId,
            hireDate: input.hire_date ?? null,
            createdBy: actor.id,
          });
        }
      }
    });
    return this.listProjects();
  }

  async updateProject(
    id: number,
    input: { office?: number | null; hire_date?: string | null },
  ): Promise<ExemptProject> {
    const [existing] = await this.db
      .select()
      .from(timesheetExemptProjects)
      .where(eq(timesheetExemptProjects.id, id));
    if (!existing) throw notFound('Исключение не найдено');
    await this.assertReferences([{ project: existing.customerId, office: input.office }]);
    await this.db
      .update(timesheetExemptProjects)
      .set({
        officeId: input.office === undefined ? existing.officeId : input.office,
        hireDate: input.hire_date === undefined ? existing.hireDate : input.hire_date,
        updatedAt: this.clock.now(),
      })
      .where(eq(timesheetExemptProjects.id, id));
    return (await this.listProjects(eq(timesheetExemptProjects.id, id)))[0]!;
  }

  /** Removes all the ids or none: an unknown id is a 404. */
  async removeProjects(ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(timesheetExemptProjects)
        .where(inArray(timesheetExemptProjects.id, ids))
        .returning({ id: timesheetExemptProjects.id });
      assertAllRemoved(ids, removed);
    });
  }

  /** GET projects/exist: which of the (project, office) pairs are already exempt. */
  async existing(projectIds: number[], officeIds: number[]): Promise<ExemptProject[]> {
    const all = await this.listProjects();
    return all.filter(
      (item) =>
        projectIds.includes(item.project) &&
        (officeIds.length === 0 || officeIds.includes(item.office ?? 0) || item.office === null),
    );
  }
}

/** 404 «Исключение не найдено: …» naming the ids that were not there; the caller's transaction rolls back. */
function assertAllRemoved(ids: readonly number[], removed: readonly { id: number }[]): void {
  const found = new Set(removed.map((row) => row.id));
  const missing = [...new Set(ids)].filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(`${EXEMPTION_NOT_FOUND}: ${missing.join(', ')}`);
}
