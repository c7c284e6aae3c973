import { z } from 'zod';
import { postPageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  TS_REPORT_MAX_PER_PAGE,
  tsReportCatalogueSchema,
  tsReportParamsSchema,
  tsReportResponseSchema,
  tsUnfilledNotificationBodySchema,
  tsUnfilledNotificationResultSchema,
} from './reports.ts';

const reportName = z.object({ reportName: z.string().max(100) });

/**
 * TimeSheet reports (docs/modules/timesheet-reports.md): the catalogue, a page of a report, its xlsx, the
 * unfilled notice. The period is capped by the setting range_max_days_timesheet_report.
 */
export const timesheetReportEndpoints = defineEndpoints('timesheet', {
  catalogue: {
    method: 'GET',
    path: '/timesheet/reports',
    summary: 'Типы отчётов TimeSheet',
    response: tsReportCatalogueSchema,
  },
  notifyUnfilled: {
    method: 'POST',
    path: '/timesheet/reports/unfilled/send_notification',
    summary: 'Напомнить сотрудникам из отчёта «Незаполненные» (уведомление и письмо)',
    body: tsUnfilledNotificationBodySchema,
    response: tsUnfilledNotificationResultSchema,
  },
  /**
   * Its links lead to the same address with ?page=N&per_page=M: a client POSTs the same body there (the query
   * overrides the body's page, docs/decisions.md «Links of a list read by POST»).
   */
  run: {
    method: 'POST',
    path: '/timesheet/reports/{reportName}',
    summary: 'Страница отчёта TimeSheet',
    description:
      'Ссылки links ведут на тот же адрес с ?page=N&per_page=M: отправьте на них POST с тем же телом запроса.',
    params: reportName,
    query: postPageQuerySchema(TS_REPORT_MAX_PER_PAGE),
    body: tsReportParamsSchema,
    response: tsReportResponseSchema,
  },
  excel: {
    method: 'POST',
    path: '/timesheet/reports/{reportName}/excel',
    summary: 'Отчёт TimeSheet целиком в xlsx',
    params: reportName,
    body: tsReportParamsSchema,
    response: null,
    file: true,
  },
});
