import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@intranet/contracts';
import { guards } from '../../platform/auth/guard.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/esearch',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['search'],
        summary: 'Поиск по сотрудникам и содержимому, по группам',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) =>
      search.search(request.query.q, { kind: request.query.kind, limit: request.query.limit }),
  );
};
