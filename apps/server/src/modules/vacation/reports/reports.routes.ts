import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { formatRussianDate, type vacReportParamsSchema } from '@intranet/contracts';
import { vacationReportsEndpoints as endpoints } from '@intranet/contracts/vacation/reports.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import { contentDisposition, XLSX_MIME } from '../../../platform/http/downloads.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { withLinkPage } from '../../../platform/http/pagination.ts';
import { writeVacReportXlsx, writeVacReportXml, type WrittenFile } from './reports-files.ts';
import type { VacationReportsService } from './reports.service.ts';

/** The tab's audience; each report's own is checked by the service (403). The period is capped first (400). */
const reportsGuard = {
  guard: guards.access('vacation.reports'),
  config: { range: 'vacation_report' as const },
};

/** «Отпуска за период 01.03.2026 – 31.03.2026.xlsx» (or the date of STATUS / BALANCE). */
function fileName(label: string, body: z.output<typeof vacReportParamsSchema>, extension: string): string {
  const days = [body.date_start, body.date_end].every(Boolean)
    ? `${formatRussianDate(body.date_start!)} – ${formatRussianDate(body.date_end!)}`
    : formatRussianDate(body.balance_date ?? body.date ?? '');
  return `${label} ${days}.${extension}`;
}

/**
 * Vacation reports: the list the caller may run, a page of one (its links lead to the same address with
 * ?page=N&per_page=M, asked by POST with the same body), and its XML and xlsx files.
 */
export const vacationReportsRoutes: FastifyPluginAsync<{
  reports: VacationReportsService;
  clock: Clock;
}> = async (app, { reports, clock }) => {
  route(app, endpoints.catalogue, { guard: guards.signedIn() }, (request) => ({
    data: reports.catalogue(requireUser(request)),
  }));

  route(app, endpoints.page, reportsGuard, (request) =>
    reports.run(requireUser(request), request.params.reportName, withLinkPage(request.body, request.query)),
  );

  const files = [
    { endpoint: endpoints.xml, extension: 'xml', mime: 'application/xml; charset=utf-8' },
    { endpoint: endpoints.xlsx, extension: 'xlsx', mime: XLSX_MIME },
  ] as const;
  for (const { endpoint, extension, mime } of files)
    route(app, endpoint, reportsGuard, async (request, reply) => {
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
        .header('content-disposition', contentDisposition(fileName(run.type.label, request.body, extension)))
        .send(stream);
    });
};
