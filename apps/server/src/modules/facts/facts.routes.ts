import type { FastifyPluginAsync } from 'fastify';
import { factsEndpoints as endpoints } from '@intranet/contracts/facts/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { FactsService } from './facts.service.ts';

const signedIn = { guard: guards.signedIn() };

/** Facts on the vacation card: read, save the note, add a comment. */
export const factsRoutes: FastifyPluginAsync<{ facts: FactsService }> = async (app, { facts }) => {
  route(app, endpoints.user, signedIn, async (request) => ({
    data: await facts.read(requireUser(request), request.params.id),
  }));

  route(app, endpoints.save, signedIn, async (request) => ({
    data: await facts.save(requireUser(request), request.body),
  }));

  route(app, endpoints.comment, signedIn, async (request) => ({
    data: await facts.comment(requireUser(request), request.body),
  }));
};
