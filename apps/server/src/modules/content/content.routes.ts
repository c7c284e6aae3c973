import type { FastifyPluginAsync } from 'fastify';
import { contentEndpoints as endpoints } from '@intranet/contracts/content/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ContentService } from './content.service.ts';

/** Content pages: everyone signed in reads; administrators write, see the history and restore. */
export const contentRoutes: FastifyPluginAsync<{ content: ContentService }> = async (app, { content }) => {
  const signedIn = { guard: guards.signedIn() };
  const editors = { guard: guards.access('content.edit') };

  route(app, endpoints.page, signedIn, async (request) => ({
    data: await content.getPage(requireUser(request), request.params.slug),
  }));

  route(app, endpoints.article, signedIn, async (request) => {
    const { slug, section, article } = request.params;
    return { data: await content.getArticle(requireUser(request), slug, section, article) };
  });

  route(app, endpoints.createEntry, editors, async (request) => ({
    data: await content.create(requireUser(request), request.body),
  }));

  route(app, endpoints.saveEntry, editors, async (request) => ({
    data: await content.save(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.removeEntry, editors, (request) =>
    content.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.versions, editors, async (request) => ({
    data: await content.versions(request.params.id),
  }));

  route(app, endpoints.version, editors, async (request) => ({
    data: await content.version(request.params.id),
  }));

  route(app, endpoints.restore, editors, async (request) => ({
    data: await content.restore(requireUser(request), request.params.id, request.body),
  }));
};
