import type { FastifyPluginAsync } from 'fastify';
import { servicesCatalogEndpoints as endpoints } from '@intranet/contracts/services-catalog/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { CatalogAdminService } from './services-catalog.admin.ts';
import type { ServicesCatalogService } from './services-catalog.service.ts';

const everyone = { guard: guards.access('services-catalog') };
const editors = { guard: guards.access('services-catalog.edit') };

/** Каталог сервисов (docs/modules/services-catalog.md). */
export const servicesCatalogRoutes: FastifyPluginAsync<{
  catalog: ServicesCatalogService;
  admin: CatalogAdminService;
}> = async (app, { catalog, admin }) => {
  route(app, endpoints.regions, everyone, async () => ({ data: await catalog.regions() }));
  route(app, endpoints.classifiers, everyone, async () => ({ data: await catalog.classifiers() }));
  route(app, endpoints.groupsWithServices, everyone, async (request) => ({
    data: await catalog.groupsWithServices(requireUser(request)),
  }));
  route(app, endpoints.services, everyone, (request) =>
    catalog.services(requireUser(request), request.query),
  );
  route(app, endpoints.liked, everyone, async (request) => ({
    data: await catalog.liked(requireUser(request)),
  }));
  route(app, endpoints.service, everyone, async (request) => ({
    data: await catalog.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.like, everyone, async (request) => ({
    data: await catalog.like(requireUser(request), request.params.id),
  }));
  route(app, endpoints.unlike, everyone, async (request) => ({
    data: await catalog.unlike(requireUser(request), request.params.id),
  }));
  route(app, endpoints.propose, everyone, async (request) => ({
    data: await catalog.propose(requireUser(request), request.body),
  }));
  // Made before a catalogue path sends the browser to the external site, signed in or not.
  route(app, endpoints.publicService, { guard: guards.public() }, async (request) => ({
    data: await catalog.publicOne(request.params.id),
  }));

  route(app, endpoints.createGroup, editors, async (request) => ({
    data: await admin.createGroup(requireUser(request), request.body),
  }));
  route(app, endpoints.updateGroup, editors, async (request) => ({
    data: await admin.updateGroup(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteGroup, editors, async (request, reply) => {
    await admin.deleteGroup(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.createService, editors, async (request) => ({
    data: await admin.createService(requireUser(request), request.body),
  }));
  route(app, endpoints.updateService, editors, async (request) => ({
    data: await admin.updateService(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteService, editors, async (request, reply) => {
    await admin.deleteService(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.createRegion, editors, async (request) => ({
    data: await admin.createRegion(requireUser(request), request.body),
  }));
  route(app, endpoints.updateRegion, editors, async (request) => ({
    data: await admin.updateRegion(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteRegion, editors, async (request, reply) => {
    await admin.deleteRegion(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.createClassifier, editors, async (request) => ({
    data: await admin.createClassifier(requireUser(request), request.body),
  }));
  route(app, endpoints.updateClassifier, editors, async (request) => ({
    data: await admin.updateClassifier(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.deleteClassifier, editors, async (request, reply) => {
    await admin.deleteClassifier(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
};
