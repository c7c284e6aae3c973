import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import {
  addDays,
  canAccess,
  type Customer,
  CUSTOMER_TYPE,
  DEFAULT_COUNTRY_ID,
  isApprovableProject,
  periodDays,
  type TimesheetPreset,
  TS_DAY_NORM_MINUTES,
  TS_MESSAGES,
  type UserListItem,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import type { OrganisationService } from '../organisation/organisation.service.ts';
import type { UsersDirectory, UsersFilter } from '../users/users.directory.ts';
import type { WorkConditionsReportService } from '../work-conditions/work-conditions-report.service.ts';
import { users } from '../users/users.schema.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import { isTimesheetAdmin } from './timesheet.policy.ts';
import { autofillsAbsences } from './writes/shadow-writes.service.ts';
import { assertFillsFor, viewablePeople } from './timesheet.queries.ts';
import {
  timesheetExemptUsers,
  timesheetUserWorkStatuses,
  timesheetWorkStatuses,
  timesheetWrites,
} from './timesheet.schema.ts';

/** Lists the fill and approve screens start from: approvable projects and the people one may fill for. */
export class TimesheetLookupsService {
  constructor(
    private readonly db: Db,
    private readonly organisation: OrganisationService,
    private readonly directory: UsersDirectory,
    private readonly workConditions: WorkConditionsReportService,
  ) {}

  /** Projects the actor approves (owners; administrators: all), kept while not ended before the period. */
  async approvableProjects(actor: AuthUser, periodStart: string): Promise<Customer[]> {
    const all = await this.organisation.listCustomers({
      typeIds: [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal],
    });
    const owned = isTimesheetAdmin(actor)
      ? all
      : all.filter((project) => project.owners.some((owner) => owner.id === actor.id));
    return owned.filter((project) => isApprovableProject(project, periodStart));
  }

  /**
   * People the actor may fill for: administrators everyone; an assistant their block (or everyone when
   * they have none); anyone else only themselves. `filter` searches them all by name; without it the first
   * `limit` by name. `total` counts them all, so the picker knows when to search instead.
   */
  async selectableUsers(
    actor: AuthUser,
    query: { filter?: string; limit: number },
  ): Promise<{ data: UserListItem[]; meta: { total: number } }> {
    let scope: UsersFilter = {};
    if (!isTimesheetAdmin(actor)) {
      if (!canAccess(actor.roles, 'timesheet.fill-for-block')) {
        scope = { ids: [actor.id] };
      } else {
        const [me] = await this.db
          .select({ blockId: structures.parentId })
          .from(users)
          .leftJoin(structures, eq(structures.id, users.departmentId))
          .where(eq(users.id, actor.id));
        if (me?.blockId) scope = { departmentId: me.blockId };
      }
    }
    const page = await this.directory.list(
      { ...scope, ...(query.filter ? { search: query.filter } : {}) },
      { page: 1, per_page: query.limit },
    );
    return { data: page.data, meta: { total: page.meta.total } };
  }

  /** The period of the same length right before [start, end]. */
  previousPeriod(start: string, end: string): { date_start: string; date_end: string } {
    const days = periodDays(start, end);
    return { date_start: addDays(start, -days), date_end: addDays(start, -1) };
  }

  /** GET /timesheet/copy_period: the projects of the previous period, to add as rows of this one. */
  async copyPeriod(actor: AuthUser, userId: number, start: string, end: string): Promise<Customer[]> {
    await assertFillsFor(this.db, actor, userId);
    const previous = this.previousPeriod(start, end);
    const used = await this.db
      .selectDistinct({ customerId: timesheetWrites.customerId })
      .from(timesheetWrites)
      .where(
        and(
          eq(timesheetWrites.userId, userId),
          isNull(timesheetWrites.deletedAt),
          eq(timesheetWrites.automatic, false),
          gte(timesheetWrites.date, previous.date_start),
          lte(timesheetWrites.date, previous.date_end),
        ),
      );
    const ids = used.map((row) => row.customerId);
    const projects = ids.length
      ? (
          await this.organisation.listCustomers({
            typeIds: [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal],
          })
        ).filter(
          (project) => ids.includes(project.id) && project.selectable && isApprovableProject(project, start),
        )
      : [];
    if (projects.length === 0) throw notFound(TS_MESSAGES.nothingToCopy);
    return projects;
  }

  /** POST /work_conditions/presets/timesheet: what the fill screen needs to know about each person. */
  async presets(actor: AuthUser, userIds: number[], today: string): Promise<TimesheetPreset[]> {
    const visible = await viewablePeople(this.db, actor, userIds, today, today);
    if (userIds.some((id) => !visible.has(id))) throw forbidden();
    const rows = await this.db
      .select({
        user: users,
        department: { id: structures.id, name: structures.name },
        exempt: timesheetExemptUsers.id,
        status: timesheetWorkStatuses,
      })
      .from(users)
      .leftJoin(structures, eq(structures.id, users.departmentId))
      .leftJoin(timesheetExemptUsers, eq(timesheetExemptUsers.userId, users.id))
      .leftJoin(timesheetUserWorkStatuses, eq(timesheetUserWorkStatuses.userId, users.id))
      .leftJoin(timesheetWorkStatuses, eq(timesheetWorkStatuses.id, timesheetUserWorkStatuses.workStatusId))
      .where(inArray(users.id, userIds));
    const notBusy = await this.db
      .select({ id: customers.id, name: customers.name, structureId: customers.structureId })
      .from(customers)
      .where(eq(customers.typeId, CUSTOMER_TYPE.internal));
    // The department of the person's default position in force today; the card's without positions.
    const positioned = await this.workConditions.defaultDepartments(userIds);
    return rows.map(({ user, department: cardDepartment, exempt, status }) => {
      const department = positioned.has(user.id) ? positioned.get(user.id)! : cardDepartment;
      const project = notBusy.find(
        (item) => item.structureId !== null && item.structureId === department?.id,
      );
      return {
        user_id: user.id,
        country_id: user.countryId ?? DEFAULT_COUNTRY_ID,
        department: department?.id ? department : null,
        not_busy_project: project ? { id: project.id, name: project.name } : null,
        day_norm: TS_DAY_NORM_MINUTES,
        autofill_absences: autofillsAbsences(user.countryId),
        exempt: exempt !== null,
        work_status: status ? { id: status.id, title: status.title } : null,
      };
    });
  }
}
