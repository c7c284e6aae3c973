import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  factsCommentBodySchema,
  factsResponseSchema,
  factsSaveBodySchema,
  idParamSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { FactsService } from './facts.service.ts';

const tags = ['facts'];

/** Facts on the vacation card: read, save the note, add a comment. */
export const factsRoutes: FastifyPluginAsyncZod<{ facts: FactsService }> = async (app, { facts }) => {
  app.get(
    '/facts/league20/user/:id',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Заметка сотрудника об отсутствии и комментарии коллег',
        params: z.object({ id: idParamSchema }),
        response: { 200: factsResponseSchema },
      },
    },
    async (request) => ({ data: await facts.read(requireUser(request), request.params.id) }),
  );

  app.post(
    '/facts/league20/user',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary:
          'Сохранить заметку и замещающего (сам сотрудник, его руководитель, ассистент, администратор)',
        body: factsSaveBodySchema,
        response: { 200: factsResponseSchema },
      },
    },
    async (request) => ({ data: await facts.save(requireUser(request), request.body) }),
  );

  app.post(
    '/facts/league20/comments',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Комментарий коллеги к отсутствию сотрудника',
        body: factsCommentBodySchema,
        response: { 200: factsResponseSchema },
      },
    },
    async (request) => ({ data: await facts.comment(requireUser(request), request.body) }),
  );
};
