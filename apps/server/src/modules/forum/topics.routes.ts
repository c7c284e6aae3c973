import type { FastifyPluginAsync } from 'fastify';
import { forumEndpoints as endpoints } from '@intranet/contracts/forum/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { TopicsService } from './topics.service.ts';

/** Topics: any employee writes; the policy (forum.policy.ts) decides edits and moderation. */
export const topicsRoutes: FastifyPluginAsync<{ topics: TopicsService }> = async (app, { topics }) => {
  const signedIn = { guard: guards.signedIn() };
  // Built field by field from the contract by the service: no schema pass over the answer.
  const typed = { ...signedIn, serializerCompiler: typedJsonSerializer };

  route(app, endpoints.topics, typed, (request) => topics.list(requireUser(request), request.query));

  route(app, endpoints.topic, typed, async (request) => ({
    data: await topics.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.createTopic, signedIn, async (request) => ({
    data: await topics.create(requireUser(request), request.body),
  }));

  route(app, endpoints.updateTopic, signedIn, async (request) => ({
    data: await topics.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.removeTopic, signedIn, (request) =>
    topics.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.subscribeTopic, signedIn, async (request) => ({
    data: await topics.subscribe(requireUser(request), request.params.id),
  }));

  route(app, endpoints.unsubscribeTopic, signedIn, async (request) => ({
    data: await topics.unsubscribe(requireUser(request), request.params.id),
  }));
};
