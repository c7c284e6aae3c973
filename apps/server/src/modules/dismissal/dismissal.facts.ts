import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TS_STATUS } from '@intranet/contracts';
import { daysUntil, type DismissalFacts } from '@intranet/contracts/dismissal/dismissal';
import type { Db } from '../../platform/db/database.ts';
import { portfolioProjects } from '../portfolio/portfolio.schema.ts';
import { bpAssignees, bpRequests } from '../requests/requests.schema.ts';
import { timesheetWrites } from '../timesheet/timesheet.schema.ts';
import { users } from '../users/users.schema.ts';
import type { VacationService } from '../vacation/vacation.service.ts';

/** Projects shown on an application at most (the checklist's note counts them all). */
const PROJECTS_SHOWN = 20;

/**
 * What the intranet already knows about a leaver, read when an application is made and each time it is
 * shown: unused vacation days on the fire date (the vacation planner's balance), the portfolio projects they
 * created, TimeSheet entries of their people waiting for their approval and their own not yet approved, and the
 * engine's requests waiting for them. Read-only report queries over the owners' tables (docs/modules/dismissal.md).
 */
export async function leaverFacts(
  db: Db,
  /** Null where the planner is not at hand (the demo seed): the vacation subject then waits for a decision. */
  vacation: Pick<VacationService, 'person' | 'available'> | null,
  employeeId: number,
  fireDate: string,
  today: string,
): Promise<DismissalFacts> {
  const [vacationDays, projects, waiting, unapproved, requests] = await Promise.all([
    vacation ? vacation.person(employeeId).then((person) => vacation.available(person, fireDate)) : null,
    db
      .select({ id: portfolioProjects.id, title: portfolioProjects.title })
      .from(portfolioProjects)
      .where(and(eq(portfolioProjects.createdBy, employeeId), isNull(portfolioProjects.deletedAt)))
      .orderBy(asc(portfolioProjects.title), asc(portfolioProjects.id))
      .limit(PROJECTS_SHOWN),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(timesheetWrites)
      .innerJoin(users, eq(users.id, timesheetWrites.userId))
      .where(
        and(
          eq(users.managerId, employeeId),
          eq(timesheetWrites.status, TS_STATUS.forApproving),
          isNull(timesheetWrites.deletedAt),
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(timesheetWrites)
      .where(
        and(
          eq(timesheetWrites.userId, employeeId),
          inArray(timesheetWrites.status, [TS_STATUS.new, TS_STATUS.forApproving, TS_STATUS.rejected]),
          isNull(timesheetWrites.deletedAt),
          sql`${timesheetWrites.date} <= ${fireDate}`,
        ),
      ),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(bpAssignees)
      .innerJoin(bpRequests, eq(bpRequests.id, bpAssignees.requestId))
      .where(and(eq(bpAssignees.userId, employeeId), isNull(bpRequests.deletedAt))),
  ]);
  return {
    vacation_days: vacationDays,
    projects,
    timesheet_waiting: Number(waiting[0]?.count ?? 0),
    timesheet_unapproved: Number(unapproved[0]?.count ?? 0),
    requests_waiting: Number(requests[0]?.count ?? 0),
    days_left: daysUntil(fireDate, today),
  };
}

/**
 * The note a fact puts on a subject of a new checklist, and whether it needs action (null: the fact has
 * nothing to say, the subject waits for the department's decision).
 */
export function factNote(
  fact: string | null,
  facts: DismissalFacts,
): { note: string; action: boolean } | null {
  switch (fact) {
    case 'vacation':
      return facts.vacation_days === null
        ? null
        : {
            note: `Неиспользованный отпуск на дату увольнения: ${facts.vacation_days} дн.`,
            action: facts.vacation_days > 0,
          };
    case 'projects':
      return {
        note: facts.projects.length
          ? `Проекты сотрудника: ${facts.projects.map((project) => project.title).join(', ')}`
          : 'Проектов, созданных сотрудником, нет',
        action: facts.projects.length > 0,
      };
    case 'timesheet':
      return {
        note: `Записей TimeSheet ждут согласования сотрудника: ${facts.timesheet_waiting}; своих несогласованных: ${facts.timesheet_unapproved}`,
        action: facts.timesheet_waiting + facts.timesheet_unapproved > 0,
      };
    case 'requests':
      return {
        note: `Заявок ждут решения сотрудника: ${facts.requests_waiting}`,
        action: facts.requests_waiting > 0,
      };
    default:
      return null;
  }
}
