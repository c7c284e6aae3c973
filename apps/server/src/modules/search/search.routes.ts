import type { FastifyPluginAsync } from 'fastify';
import { searchEndpoints as endpoints } from '@intranet/contracts/search/endpoints';
import { guards } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (app, { search }) => {
  route(app, endpoints.search, { guard: guards.signedIn() }, (request) =>
    search.search(request.query.q, { kind: request.query.kind, limit: request.query.limit }),
  );
};
