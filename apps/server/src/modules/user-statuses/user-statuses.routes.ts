import type { FastifyPluginAsync } from 'fastify';
import { userStatusesEndpoints as endpoints } from '@intranet/contracts/user-statuses/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { UserStatusesService } from './user-statuses.service.ts';

const guard = { guard: guards.access('users-statuses') };

export const userStatusesRoutes: FastifyPluginAsync<{ statuses: UserStatusesService }> = async (
  app,
  { statuses },
) => {
  route(app, endpoints.list, guard, (request) => {
    const { search, department_id, status_type_id, ...page } = request.query;
    return statuses.list({ search, departmentId: department_id, statusTypeId: status_type_id }, page);
  });

  route(app, endpoints.create, guard, async (request) => ({
    data: await statuses.create(requireUser(request), request.body),
  }));

  route(app, endpoints.update, guard, async (request) => ({
    data: await statuses.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.remove, guard, (request) => statuses.remove(requireUser(request), request.params.id));
};
