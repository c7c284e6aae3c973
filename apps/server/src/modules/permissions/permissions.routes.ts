import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, permissionStateSchema, permissionToggleBodySchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { PermissionsService } from './permissions.service.ts';

const tags = ['permissions'];
const guard = { guard: guards.access('permissions.manage') };
const listResponse = { 200: z.object({ data: z.array(permissionStateSchema) }) };

export const permissionsRoutes: FastifyPluginAsyncZod<{ permissions: PermissionsService }> = async (
  app,
  { permissions },
) => {
  app.get(
    '/permission/user/:id',
    {
      config: guard,
      schema: { tags, summary: 'Права сотрудника', params: idParamsSchema, response: listResponse },
    },
    async (request) => ({ data: await permissions.forUser(request.params.id) }),
  );

  app.get(
    '/permission/role/:id',
    {
      config: guard,
      schema: { tags, summary: 'Права роли', params: idParamsSchema, response: listResponse },
    },
    async (request) => ({ data: await permissions.forRole(request.params.id) }),
  );

  app.post(
    '/permission/toggle',
    {
      config: guard,
      schema: {
        tags,
        summary: 'Выдать или забрать право',
        body: permissionToggleBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { permission_id, user_id, role_id, granted } = request.body;
      await permissions.toggle(requireUser(request), {
        permissionId: permission_id,
        userId: user_id,
        roleId: role_id,
        granted,
      });
      return reply.status(204).send(null);
    },
  );
};
