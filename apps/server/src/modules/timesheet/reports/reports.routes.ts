import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { timesheetReportEndpoints as endpoints } from '@intranet/contracts/timesheet/reports.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { contentDisposition, XLSX_MIME } from '../../../platform/http/downloads.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { withLinkPage } from '../../../platform/http/pagination.ts';
import { typedJsonSerializer } from '../../../platform/http/serializers.ts';
import type { TimesheetReportsService } from './reports.service.ts';
import type { UnfilledNoticeService } from './unfilled-notice.service.ts';

const reports = { guard: guards.access('timesheet.reports') };
/** The period is capped (setting range_max_days_timesheet_report) before any work: a Russian 400. */
const reportsInPeriod = { ...reports, config: { range: 'timesheet_report' as const } };

/** TimeSheet reports: the catalogue, a page of a report, its xlsx, the unfilled notice. */
export const reportsRoutes: FastifyPluginAsync<{
  reports: TimesheetReportsService;
  notices: UnfilledNoticeService;
}> = async (app, { reports: service, notices }) => {
  route(app, endpoints.catalogue, reports, () => ({ data: [...service.catalogue()] }));

  route(app, endpoints.notifyUnfilled, reportsInPeriod, async (request) => ({
    data: await notices.send(requireUser(request), request.body),
  }));

  // Rows and dictionaries are built from the report's columns and named selects: no schema pass.
  route(app, endpoints.run, { ...reportsInPeriod, serializerCompiler: typedJsonSerializer }, (request) =>
    service.run(requireUser(request), request.params.reportName, withLinkPage(request.body, request.query)),
  );

  route(app, endpoints.excel, reportsInPeriod, async (request, reply) => {
    const written = await service.excel(requireUser(request), request.params.reportName, request.body);
    const stream = fs.createReadStream(written.file);
    stream.once('close', written.remove);
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', String(fs.statSync(written.file).size))
      .header('content-disposition', contentDisposition(written.fileName))
      .send(stream);
  });
};
