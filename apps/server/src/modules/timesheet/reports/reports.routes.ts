import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  postPageQuerySchema,
  TS_REPORT_MAX_PER_PAGE,
  tsReportCatalogueSchema,
  tsReportParamsSchema,
  tsReportResponseSchema,
  tsUnfilledNotificationBodySchema,
  tsUnfilledNotificationResultSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { contentDisposition, XLSX_MIME } from '../../../platform/http/downloads.ts';
import { withLinkPage } from '../../../platform/http/pagination.ts';
import { typedJsonSerializer } from '../../../platform/http/serializers.ts';
import type { TimesheetReportsService } from './reports.service.ts';
import type { UnfilledNoticeService } from './unfilled-notice.service.ts';

const tags = ['timesheet-reports'];
/** The period is capped (setting range_max_days_timesheet_report) before any work: a Russian 400. */
const reportsGuard = { guard: guards.access('timesheet.reports'), range: 'timesheet_report' as const };
const reportName = z.object({ reportName: z.string().max(100) });

/** TimeSheet reports: the catalogue, a page of a report, its xlsx, the unfilled notice. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: TimesheetReportsService;
  notices: UnfilledNoticeService;
}> = async (app, { reports, notices }) => {
  app.get(
    '/timesheet/reports',
    {
      config: { guard: guards.access('timesheet.reports') },
      schema: { tags, summary: 'Типы отчётов TimeSheet', response: { 200: tsReportCatalogueSchema } },
    },
    async () => ({ data: [...reports.catalogue()] }),
  );

  app.post(
    '/timesheet/reports/unfilled/send_notification',
    {
      config: reportsGuard,
      schema: {
        tags,
        summary: 'Напомнить сотрудникам из отчёта «Незаполненные» (уведомление и письмо)',
        body: tsUnfilledNotificationBodySchema,
        response: { 200: tsUnfilledNotificationResultSchema },
      },
    },
    async (request) => ({ data: await notices.send(requireUser(request), request.body) }),
  );

  app.post(
    '/timesheet/reports/:reportName',
    {
      config: reportsGuard,
      schema: {
        tags,
        summary: 'Страница отчёта TimeSheet',
        description:
          'Ссылки links ведут на тот же адрес с ?page=N&per_page=M: отправьте на них POST с тем же телом запроса.',
        params: reportName,
        querystring: postPageQuerySchema(TS_REPORT_MAX_PER_PAGE),
        body: tsReportParamsSchema,
        response: { 200: tsReportResponseSchema },
      },
      // Rows and dictionaries are built from the report's columns and named selects: no schema pass.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) =>
      reports.run(requireUser(request), request.params.reportName, withLinkPage(request.body, request.query)),
  );

  app.post(
    '/timesheet/reports/:reportName/excel',
    {
      config: reportsGuard,
      schema: {
        tags,
        summary: 'Отчёт TimeSheet целиком в xlsx',
        params: reportName,
        body: tsReportParamsSchema,
      },
    },
    async (request, reply) => {
      const written = await reports.excel(requireUser(request), request.params.reportName, request.body);
      const stream = fs.createReadStream(written.file);
      stream.once('close', written.remove);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-length', String(fs.statSync(written.file).size))
        .header('content-disposition', contentDisposition(written.fileName))
        .send(stream);
    },
  );
};
