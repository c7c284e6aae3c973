import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { workConditionsEndpoints as endpoints } from '@intranet/contracts/work-conditions/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition, XLSX_MIME } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { WorkConditionsReportService } from './work-conditions-report.service.ts';
import type { WorkConditionsService } from './work-conditions.service.ts';

const guard = { guard: guards.access('work-conditions') };

/** Work conditions (docs/modules/work-conditions.md). */
export const workConditionsRoutes: FastifyPluginAsync<{
  positions: WorkConditionsService;
  report: WorkConditionsReportService;
}> = async (app, { positions, report }) => {
  route(app, endpoints.list, guard, (request) => {
    const { search, user_id, department_id, ...page } = request.query;
    return positions.list(
      requireUser(request),
      { search, userId: user_id, departmentId: department_id },
      page,
    );
  });

  route(app, endpoints.create, guard, async (request) => ({
    data: await positions.create(requireUser(request), request.body),
  }));

  route(app, endpoints.report, guard, (request) => {
    const { page, per_page, after, ...filter } = request.query;
    return report.report(filter, { page, per_page, after });
  });

  route(app, endpoints.reportExcel, guard, async (request, reply) => {
    const written = await report.excel(request.body);
    const stream = fs.createReadStream(written.file);
    stream.once('close', written.remove);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', String(fs.statSync(written.file).size))
      .header('content-disposition', contentDisposition(written.fileName))
      .send(stream);
  });

  route(app, endpoints.searchUsers, guard, async (request) => ({
    data: await positions.searchUsers(request.query.filter, request.query.limit),
  }));

  route(app, endpoints.dateHire, guard, async (request) => ({
    data: await positions.dateHire(request.params.userId),
  }));

  route(app, endpoints.parameters, { guard: guards.signedIn() }, async (request) => ({
    data: await report.parameters(request.query.users, request.query.fields),
  }));

  route(app, endpoints.setDefault, guard, async (request) => ({
    data: await positions.setDefault(requireUser(request), request.params.id),
  }));

  route(app, endpoints.remove, guard, (request) =>
    positions.removePosition(requireUser(request), request.params.id),
  );

  route(app, endpoints.history, guard, async (request) => ({
    data: await positions.history(requireUser(request), request.params.position_id),
  }));

  route(app, endpoints.addHistory, guard, async (request) => ({
    data: await positions.addHistory(requireUser(request), request.params.position_id, request.body),
  }));

  route(app, endpoints.removeHistory, guard, async (request) => ({
    data: await positions.removeHistory(requireUser(request), request.params.position_id, request.params.id),
  }));
};
