import { eq } from 'drizzle-orm';
import {
  CUSTOMER_TYPE,
  hasAnyRole,
  isApprovableProject,
  type Customer,
  type UserListItem,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { structures } from '../organisation/organisation.schema.ts';
import type { OrganisationService } from '../organisation/organisation.service.ts';
import type { UsersDirectory } from '../users/users.directory.ts';
import { users } from '../users/users.schema.ts';
import { isTimesheetAdmin } from './timesheet.policy.ts';

/** Lists the fill and approve screens start from: approvable projects and the people one may fill for. */
export class TimesheetLookupsService {
  constructor(
    private readonly db: Db,
    private readonly organisation: OrganisationService,
    private readonly directory: UsersDirectory,
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
   * they have none); anyone else only themselves.
   */
  async selectableUsers(actor: AuthUser): Promise<UserListItem[]> {
    if (isTimesheetAdmin(actor)) return (await this.directory.list({}, { page: 1, per_page: 1000 })).data;
    if (!hasAnyRole(actor.roles, ['assistant'])) {
      return (await this.directory.list({ ids: [actor.id] }, { page: 1, per_page: 1 })).data;
    }
    const [me] = await this.db
      .select({ blockId: structures.parentId })
      .from(users)
      .leftJoin(structures, eq(structures.id, users.departmentId))
      .where(eq(users.id, actor.id));
    const filter = me?.blockId ? { departmentId: me.blockId } : {};
    return (await this.directory.list(filter, { page: 1, per_page: 1000 })).data;
  }
}
