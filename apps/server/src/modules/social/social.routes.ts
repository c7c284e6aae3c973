import type { FastifyPluginAsync } from 'fastify';
import { commentEndpoints, likeEndpoints, tagEndpoints } from '@intranet/contracts/social/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { SocialService } from './social.service.ts';
import type { TagsService } from './tags.service.ts';

/** Comments, likes and tags of everything commentable (docs/modules/social.md). */
export const socialRoutes: FastifyPluginAsync<{ social: SocialService; tags: TagsService }> = async (
  app,
  { social, tags },
) => {
  const signedIn = { guard: guards.signedIn() };

  // The comments are built field by field from the contract (SocialService.present): no schema pass.
  route(app, commentEndpoints.list, { ...signedIn, serializerCompiler: typedJsonSerializer }, (request) =>
    social.list(requireUser(request), request.query),
  );

  route(app, commentEndpoints.create, signedIn, async (request) => ({
    data: await social.create(requireUser(request), request.body),
  }));

  route(app, commentEndpoints.update, signedIn, async (request) => ({
    data: await social.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, commentEndpoints.remove, signedIn, (request) =>
    social.remove(requireUser(request), request.params.id),
  );

  route(app, likeEndpoints.like, signedIn, async (request) => ({
    data: await social.like(requireUser(request), request.body),
  }));

  route(app, likeEndpoints.unlike, signedIn, async (request) => ({
    data: await social.unlike(requireUser(request), request.params.id),
  }));

  route(app, tagEndpoints.list, signedIn, async () => ({ data: await tags.list() }));

  route(app, tagEndpoints.search, signedIn, async (request) => ({
    data: await tags.search(request.query.q, request.query.limit),
  }));
};
