import { and, asc, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import {
  JOB_SAFETY_STANDING_LABELS,
  type JobSafetyReportQuery,
  type JobSafetyStandingRow,
} from '@intranet/contracts/job-safety/job-safety';
import { daysLeft, effectiveEnd, standingOf } from '@intranet/contracts/job-safety/rules';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { personColumns } from '../../platform/db/person-columns.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';
import { fullName } from '../users/users.service.ts';
import { safetyAttempts, safetyEvaluates } from './job-safety.schema.ts';

export const REMINDERS_QUEUE = 'job_safety.reminders';
/** A due person hears of it when this many days or fewer are left. */
const REMIND_WITHIN_DAYS = 30;
/** One reminder a week per window, not every day. */
const REMIND_EVERY_DAYS = 7;

const dotted = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/** Who passed, who is due, who is overdue: the HR report, its xlsx, the manager's list and the reminders. */
export class JobSafetyReportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /** Standings of the people matching `where` who have any window (three statements for any number). */
  private async standings(
    where: SQL | undefined,
  ): Promise<(JobSafetyStandingRow & { windowId: number | null })[]> {
    const today = this.clock.today();
    const department = alias(structures, 'department');
    const office = alias(structures, 'office');
    const people = await this.db
      .selectDistinct({
        ...personColumns(users),
        position: users.workPosition,
        department: department.name,
        office: office.name,
      })
      .from(users)
      .innerJoin(safetyEvaluates, eq(safetyEvaluates.userId, users.id))
      .leftJoin(department, eq(department.id, users.departmentId))
      .leftJoin(office, eq(office.id, users.officeId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.name), asc(users.id));
    if (people.length === 0) return [];
    const ids = people.map((person) => person.id);
    const [windows, passes] = await Promise.all([
      this.db.select().from(safetyEvaluates).where(inArray(safetyEvaluates.userId, ids)),
      this.db
        .select({ evaluateId: safetyAttempts.evaluateId, finishedAt: safetyAttempts.finishedAt })
        .from(safetyAttempts)
        .where(and(inArray(safetyAttempts.userId, ids), eq(safetyAttempts.passed, true))),
    ]);
    const passedOn = new Map<number, string>();
    for (const pass of passes)
      if (pass.finishedAt) passedOn.set(pass.evaluateId, pass.finishedAt.toISOString().slice(0, 10));
    const passedIds = new Set(passedOn.keys());
    return people.map((person) => {
      const own = windows.filter((window) => window.userId === person.id);
      const { standing, window } = standingOf(own, passedIds, today);
      return {
        user: { id: person.id, full_name: fullName(person) },
        position: person.position,
        department: person.department,
        office: person.office,
        standing,
        until: window ? effectiveEnd(window, today) : null,
        passed_on: window ? (passedOn.get(window.id) ?? null) : null,
        windowId: window?.id ?? null,
      };
    });
  }

  private static strip(rows: (JobSafetyStandingRow & { windowId: number | null })[]): JobSafetyStandingRow[] {
    return rows.map(({ windowId: _windowId, ...row }) => row);
  }

  /** GET /job-safety/report. */
  async report(query: JobSafetyReportQuery): Promise<JobSafetyStandingRow[]> {
    const where = and(
      query.department_id ? eq(users.departmentId, query.department_id) : undefined,
      query.office_id ? eq(users.officeId, query.office_id) : undefined,
    );
    const rows = await this.standings(where);
    return JobSafetyReportService.strip(
      query.standing ? rows.filter((row) => row.standing === query.standing) : rows,
    );
  }

  /** GET /job-safety/report/xlsx: the same rows, one sheet. */
  async workbook(query: JobSafetyReportQuery): Promise<Buffer> {
    const rows = await this.report(query);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Охрана труда');
    sheet.columns = [
      { header: 'Сотрудник', key: 'name', width: 36 },
      { header: 'Должность', key: 'position', width: 28 },
      { header: 'Подразделение', key: 'department', width: 28 },
      { header: 'Офис', key: 'office', width: 20 },
      { header: 'Состояние', key: 'standing', width: 16 },
      { header: 'Срок', key: 'until', width: 12 },
      { header: 'Сдан', key: 'passed', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const row of rows)
      sheet.addRow({
        name: row.user.full_name,
        position: row.position ?? '',
        department: row.department ?? '',
        office: row.office ?? '',
        standing: JOB_SAFETY_STANDING_LABELS[row.standing],
        until: dotted(row.until),
        passed: dotted(row.passed_on),
      });
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  /** GET /job-safety/team: the actor's direct reports with a window. */
  async team(actor: AuthUser): Promise<JobSafetyStandingRow[]> {
    return JobSafetyReportService.strip(await this.standings(eq(users.managerId, actor.id)));
  }

  /**
   * The daily job: due people with 30 days or fewer left and overdue people hear of it in-app, once a week per
   * window (claimed by `reminded_on` with a conditional update, so two processes do not both send).
   */
  async remind(): Promise<number> {
    const today = this.clock.today();
    const rows = await this.standings(undefined);
    const due = rows.filter(
      (row) =>
        row.windowId !== null &&
        (row.standing === 'overdue' ||
          (row.standing === 'due' && row.until !== null && daysLeft(today, row.until) <= REMIND_WITHIN_DAYS)),
    );
    let sent = 0;
    for (const row of due) {
      const weekAgo = new Date(`${today}T00:00:00Z`);
      weekAgo.setUTCDate(weekAgo.getUTCDate() - REMIND_EVERY_DAYS);
      const claimed = await this.db
        .update(safetyEvaluates)
        .set({ remindedOn: today })
        .where(
          and(
            eq(safetyEvaluates.id, row.windowId!),
            // Not reminded in the last week.
            sqlNotRemindedSince(weekAgo.toISOString().slice(0, 10)),
          ),
        )
        .returning({ id: safetyEvaluates.id });
      if (claimed.length === 0) continue;
      await this.notifications.notifyUsers([row.user.id], {
        title:
          row.standing === 'overdue'
            ? 'Проверка знаний по охране труда просрочена'
            : `Пройдите тест по охране труда до ${dotted(row.until)}`,
        body: 'Откройте раздел «Охрана труда», изучите статьи и пройдите тест.',
        link: '/job-safety',
      });
      sent++;
    }
    return sent;
  }
}

function sqlNotRemindedSince(day: string): SQL {
  return or(isNull(safetyEvaluates.remindedOn), lte(safetyEvaluates.remindedOn, day))!;
}
