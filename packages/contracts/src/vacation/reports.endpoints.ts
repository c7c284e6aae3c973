import { z } from 'zod';
import { postPageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  VAC_REPORT_MAX_PER_PAGE,
  vacReportCatalogueSchema,
  vacReportParamsSchema,
  vacReportResponseSchema,
} from './reports.ts';

const reportName = z.object({ reportName: z.string().max(100) });

/**
 * Vacation reports (docs/modules/vacation-reports.md): the list the caller may run, a page of one, and its XML
 * and xlsx files. The module is the planner's: its keys share the prefix its changes invalidate.
 */
export const vacationReportsEndpoints = defineEndpoints('vacation', {
  catalogue: {
    method: 'GET',
    path: '/vacations/reports',
    summary: 'Отчеты по отпускам, доступные пользователю',
    response: vacReportCatalogueSchema,
  },
  page: {
    method: 'POST',
    path: '/dba/vacations/reports/{reportName}',
    summary: 'Страница отчета по отпускам (две строки заголовка и строки данных)',
    description:
      'Ссылки links ведут на тот же адрес с ?page=N&per_page=M: отправьте на них POST с тем же телом запроса.',
    params: reportName,
    query: postPageQuerySchema(VAC_REPORT_MAX_PER_PAGE),
    body: vacReportParamsSchema,
    response: vacReportResponseSchema,
  },
  xml: {
    method: 'POST',
    path: '/dba/vacations/reports/{reportName}/xml',
    summary: 'Отчет по отпускам в XML',
    params: reportName,
    body: vacReportParamsSchema,
    response: null,
    file: true,
  },
  xlsx: {
    method: 'POST',
    path: '/dba/vacations/reports/{reportName}/xls',
    summary: 'Отчет по отпускам в xlsx',
    params: reportName,
    body: vacReportParamsSchema,
    response: null,
    file: true,
  },
});
