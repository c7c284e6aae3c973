import type { FastifyPluginAsync } from 'fastify';
import { educationEndpoints as endpoints } from '@intranet/contracts/education/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { sendXlsx } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { EducationCatalogService } from './education-catalog.service.ts';
import type { EducationService } from './education.service.ts';

const everyone = { guard: guards.access('education') };
const trainingDesk = { guard: guards.access('education.admin') };
// The lists are built row by row from the contract's type (education.queries.ts toEducation): no schema pass.
const listed = { serializerCompiler: typedJsonSerializer };

/** Education requests, facilities and edicts (docs/modules/education.md). */
export const educationRoutes: FastifyPluginAsync<{
  education: EducationService;
  catalog: EducationCatalogService;
}> = async (app, { education, catalog }) => {
  route(app, endpoints.list, { ...everyone, ...listed }, (request) => {
    const { page, per_page, after, ...filter } = request.query;
    return education.list(requireUser(request), filter, { page, per_page, after });
  });
  route(app, endpoints.all, { ...trainingDesk, ...listed }, (request) => {
    const { page, per_page, after, ...filter } = request.query;
    return education.all(filter, { page, per_page, after });
  });
  route(app, endpoints.whichType, everyone, async () => ({ data: await education.whichType() }));
  route(app, endpoints.report, trainingDesk, async (request, reply) => {
    const report = await education.report(request.query);
    return sendXlsx(reply, report.bytes, report.fileName);
  });
  route(app, endpoints.one, everyone, async (request) => ({
    data: await education.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.history, everyone, async (request) => ({
    data: await education.history(requireUser(request), request.params.id),
  }));
  route(app, endpoints.create, everyone, async (request) => ({
    data: await education.create(requireUser(request), request.body),
  }));
  route(app, endpoints.edit, everyone, async (request) => ({
    data: await education.edit(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.remove, everyone, (request) =>
    education.remove(requireUser(request), request.params.id),
  );
  route(app, endpoints.addStatus, everyone, async (request) => ({
    data: await education.addStatus(
      requireUser(request),
      request.params.id,
      request.params.status,
      request.query,
    ),
  }));

  route(app, endpoints.edicts, everyone, async () => ({ data: await catalog.edicts() }));
  route(app, endpoints.editEdict, trainingDesk, async (request) => ({
    data: await catalog.editEdict(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.facilities, everyone, async () => ({ data: await catalog.facilities() }));
  route(app, endpoints.createFacility, trainingDesk, async (request) => ({
    data: await catalog.createFacility(requireUser(request), request.body),
  }));
  route(app, endpoints.editFacility, trainingDesk, async (request) => ({
    data: await catalog.editFacility(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.removeFacility, trainingDesk, (request) =>
    catalog.removeFacility(requireUser(request), request.params.id),
  );
};
