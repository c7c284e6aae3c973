import type { FastifyPluginAsync } from 'fastify';
import { permissionsEndpoints as endpoints } from '@intranet/contracts/permissions/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PermissionsService } from './permissions.service.ts';

const guard = { guard: guards.access('permissions.manage') };

export const permissionsRoutes: FastifyPluginAsync<{ permissions: PermissionsService }> = async (
  app,
  { permissions },
) => {
  route(app, endpoints.ofUser, guard, async (request) => ({
    data: await permissions.forUser(request.params.id),
  }));

  route(app, endpoints.ofRole, guard, async (request) => ({
    data: await permissions.forRole(request.params.id),
  }));

  route(app, endpoints.toggle, guard, (request) => {
    const { permission_id, user_id, role_id, granted } = request.body;
    return permissions.toggle(requireUser(request), {
      permissionId: permission_id,
      userId: user_id,
      roleId: role_id,
      granted,
    });
  });
};
