import type { UserCard } from '@intranet/contracts';
import { notFound } from '../../platform/http/app-error.ts';
import type { OrganisationService } from '../organisation/organisation.service.ts';
import type { UserStatusesService } from '../user-statuses/user-statuses.service.ts';
import type { UsersDirectory } from './users.directory.ts';

/** GET /users/{id}: a person's card — details, manager, department and office paths, today's status. */
export class UserCardService {
  constructor(
    private readonly directory: UsersDirectory,
    private readonly organisation: OrganisationService,
    private readonly statuses: UserStatusesService,
  ) {}

  async get(id: number): Promise<UserCard> {
    const { data } = await this.directory.list({ ids: [id], includeFired: true }, { page: 1, per_page: 1 });
    const user = data[0];
    if (!user) throw notFound('Сотрудник не найден');
    const managerPage = user.manager_id
      ? await this.directory.list({ ids: [user.manager_id], includeFired: true }, { page: 1, per_page: 1 })
      : { data: [] };
    const manager = managerPage.data[0];
    const nodeIds = [user.department?.id, user.office?.id].filter(
      (nodeId): nodeId is number => nodeId !== undefined,
    );
    const paths = await this.organisation.ancestors(nodeIds);
    const path = (nodeId: number | undefined) =>
      (nodeId ? (paths.get(nodeId) ?? []) : []).map((node) => ({
        id: node.id,
        name: node.name,
        level: node.level,
      }));
    const status = await this.statuses.findCurrent(id);
    return {
      ...user,
      manager: manager
        ? { id: manager.id, full_name: manager.full_name, work_position: manager.work_position }
        : null,
      department_path: path(user.department?.id),
      office_path: path(user.office?.id),
      current_status: status
        ? { name: status.name, date_start: status.date_start, date_end: status.date_end }
        : null,
    };
  }
}
