import { asc, eq, inArray } from 'drizzle-orm';
import { canAccess, type UserWorkStatus } from '@intranet/contracts';
import type { AuthUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/app-error.ts';
import { fullName } from '../../users/users.service.ts';
import { users } from '../../users/users.schema.ts';
import { timesheetUserWorkStatuses, timesheetWorkStatuses } from '../timesheet.schema.ts';

/**
 * People's work statuses for the timesheet (`/dba/timesheet-work-statuses`): one current status per person
 * from a fixed catalogue; `/statuses` answers with the catalogue and what the caller may do with it.
 */
export class WorkStatusesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async catalogue(actor: AuthUser) {
    const statuses = await this.db
      .select()
      .from(timesheetWorkStatuses)
      .orderBy(asc(timesheetWorkStatuses.id));
    return {
      statuses,
      responsibilities: {
        view: canAccess(actor.roles, 'timesheet.work-statuses.view'),
        edit: canAccess(actor.roles, 'timesheet.work-statuses.edit'),
      },
    };
  }

  async list(userIds?: number[]): Promise<UserWorkStatus[]> {
    const rows = await this.db
      .select({ row: timesheetUserWorkStatuses, status: timesheetWorkStatuses, user: users })
      .from(timesheetUserWorkStatuses)
      .innerJoin(timesheetWorkStatuses, eq(timesheetWorkStatuses.id, timesheetUserWorkStatuses.workStatusId))
      .innerJoin(users, eq(users.id, timesheetUserWorkStatuses.userId))
      .where(userIds?.length ? inArray(timesheetUserWorkStatuses.userId, userIds) : undefined)
      .orderBy(asc(timesheetUserWorkStatuses.id));
    return rows.map(({ row, status, user }) => ({
      id: row.id,
      user: { id: user.id, full_name: fullName(user) },
      work_status_id: status.id,
      title: status.title,
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  private async assertStatus(workStatusId: number): Promise<void> {
    const [status] = await this.db
      .select()
      .from(timesheetWorkStatuses)
      .where(eq(timesheetWorkStatuses.id, workStatusId));
    if (!status) throw fieldError('work_status_id', 'Нет такого статуса');
  }

  async create(actor: AuthUser, input: { user_id: number; work_status_id: number }): Promise<UserWorkStatus> {
    await this.assertStatus(input.work_status_id);
    const [person] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
    if (!person) throw fieldError('user_id', 'Сотрудник не найден');
    const created = await this.db
      .insert(timesheetUserWorkStatuses)
      .values({ userId: input.user_id, workStatusId: input.work_status_id, updatedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (created.length === 0) throw conflict('У сотрудника уже есть рабочий статус: измените его');
    return (await this.list([input.user_id]))[0]!;
  }

  async update(actor: AuthUser, input: { id: number; work_status_id: number }): Promise<UserWorkStatus> {
    await this.assertStatus(input.work_status_id);
    const [updated] = await this.db
      .update(timesheetUserWorkStatuses)
      .set({ workStatusId: input.work_status_id, updatedBy: actor.id, updatedAt: this.clock.now() })
      .where(eq(timesheetUserWorkStatuses.id, input.id))
      .returning();
    if (!updated) throw notFound('Рабочий статус не найден');
    return (await this.list([updated.userId]))[0]!;
  }
}
