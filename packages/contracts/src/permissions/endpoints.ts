import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { permissionStateSchema, permissionToggleBodySchema } from './permissions.ts';

const states = z.object({ data: z.array(permissionStateSchema) });

/** Fine-grained permissions of a person or a role, granted and taken by administrators (docs/modules/platform.md). */
export const permissionsEndpoints = defineEndpoints('permissions', {
  ofUser: {
    method: 'GET',
    path: '/permission/user/{id}',
    summary: 'Права сотрудника',
    params: idParamsSchema,
    response: states,
  },
  ofRole: {
    method: 'GET',
    path: '/permission/role/{id}',
    summary: 'Права роли',
    params: idParamsSchema,
    response: states,
  },
  toggle: {
    method: 'POST',
    path: '/permission/toggle',
    summary: 'Выдать или забрать право',
    body: permissionToggleBodySchema,
    response: null,
    status: 204,
  },
});
