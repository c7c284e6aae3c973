import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelopeSchema, meSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/me',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['session'],
        summary: 'Текущий пользователь',
        response: { 200: dataEnvelopeSchema(meSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await users.getMe(user.id, user.impersonatorUserId) };
    },
  );
};
