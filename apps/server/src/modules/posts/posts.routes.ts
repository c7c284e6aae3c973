import type { FastifyPluginAsync } from 'fastify';
import { postEndpoints as endpoints } from '@intranet/contracts/posts/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PostsService } from './posts.service.ts';

/** The feed and posts: GET /feeds, GET /posts/{id}/ (docs/modules/posts.md). */
export const postsRoutes: FastifyPluginAsync<{ posts: PostsService }> = async (app, { posts }) => {
  const signedIn = { guard: guards.signedIn() };

  route(app, endpoints.feed, signedIn, (request) =>
    posts.feed(requireUser(request), request.query, '/api/feeds'),
  );

  route(app, endpoints.list, signedIn, (request) =>
    posts.feed(requireUser(request), request.query, '/api/posts'),
  );

  route(app, endpoints.abilities, signedIn, async (request) => ({
    data: await posts.abilities(requireUser(request)),
  }));

  route(app, endpoints.one, signedIn, async (request) => ({
    data: await posts.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.create, signedIn, async (request) => ({
    data: await posts.create(requireUser(request), request.body),
  }));

  route(app, endpoints.update, signedIn, async (request) => ({
    data: await posts.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.remove, signedIn, (request) => posts.remove(requireUser(request), request.params.id));
};
