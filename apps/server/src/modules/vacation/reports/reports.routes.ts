import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  formatRussianDate,
  postPageQuerySchema,
  VAC_REPORT_MAX_PER_PAGE,
  vacReportCatalogueSchema,
  vacReportParamsSchema,
  vacReportResponseSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { contentDisposition, XLSX_MIME } from '../../../platform/http/downloads.ts';
import { withLinkPage } from '../../../platform/http/pagination.ts';
import { writeVacReportXlsx, writeVacReportXml, type WrittenFile } from './reports-files.ts';
import type { VacationReportsService } from './reports.service.ts';

const tags = ['vacation-reports'];
/** The tab's audience; each report's own is checked by the service (403). The period is capped first (400). */
const reportsGuard = { guard: guards.access('vacation.reports'), range: 'vacation_report' as const };
const reportName = z.object({ reportName: z.string().max(100) });

/** «Отпуска за период 01.03.2026 – 31.03.2026.xlsx» (or the date of STATUS / BALANCE). */
function fileName(label: string, body: z.output<typeof vacReportParamsSchema>, extension: string): string {
  const days = [body.date_start, body.date_end].every(Boolean)
    ? `${formatRussianDate(body.date_start!)} – ${formatRussianDate(body.date_end!)}`
    : formatRussianDate(body.balance_date ?? body.date ?? '');
  return `${label} ${days}.${extension}`;
}

/** Vacation reports: the list the caller may run, a page of one, and its XML and xlsx files. */
export const vacationReportsRoutes: FastifyPluginAsyncZod<{
  reports: VacationReportsService;
  clock: Clock;
}> = async (app, { reports, clock }) => {
  app.get(
    '/vacations/reports',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags,
        summary: 'Отчеты по отпускам, доступные пользователю',
        response: { 200: vacReportCatalogueSchema },
      },
    },
    async (request) => ({ data: reports.catalogue(requireUser(request)) }),
  );

  app.post(
    '/dba/vacations/reports/:reportName',
    {
      config: reportsGuard,
      schema: {
        tags,
        summary: 'Страница отчета по отпускам (две строки заголовка и строки данных)',
        description:
          'Ссылки links ведут на тот же адрес с ?page=N&per_page=M: отправьте на них POST с тем же телом запроса.',
        params: reportName,
        querystring: postPageQuerySchema(VAC_REPORT_MAX_PER_PAGE),
        body: vacReportParamsSchema,
        response: { 200: vacReportResponseSchema },
      },
    },
    async (request) =>
      reports.run(requireUser(request), request.params.reportName, withLinkPage(request.body, request.query)),
  );

  const download = (extension: 'xml' | 'xls', mime: string) =>
    app.post(
      `/dba/vacations/reports/:reportName/${extension}`,
      {
        config: reportsGuard,
        schema: {
          tags,
          summary: extension === 'xml' ? 'Отчет по отпускам в XML' : 'Отчет по отпускам в xlsx',
          params: reportName,
          body: vacReportParamsSchema,
        },
      },
      async (request, reply) => {
        const run = await reports.prepare(requireUser(request), request.params.reportName, request.body);
        const written: WrittenFile =
          extension === 'xml'
            ? await writeVacReportXml(reports, run, request.body, clock.now().toISOString())
            : await writeVacReportXlsx(reports, run);
        const stream = fs.createReadStream(written.file);
        stream.once('close', written.remove);
        return reply
          .header('content-type', mime)
          .header('content-length', String(fs.statSync(written.file).size))
          .header(
            'content-disposition',
            contentDisposition(fileName(run.type.label, request.body, extension === 'xml' ? 'xml' : 'xlsx')),
          )
          .send(stream);
      },
    );
  download('xml', 'application/xml; charset=utf-8');
  download('xls', XLSX_MIME);
};
