import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { jobRunSchema } from '../jobs/jobs.ts';
import { financeStatisticCheckSchema, financeStatisticPayloadSchema } from './jobs.ts';

const run = z.object({ data: jobRunSchema });

/** /timesheet/finance_statistic/…: start the finance export, watch it, download it, tell the service owners. */
export const timesheetFinanceEndpoints = defineEndpoints('timesheet', {
  last: {
    method: 'GET',
    path: '/timesheet/finance_statistic/last',
    summary: 'Последняя выгрузка финансовой статистики',
    response: z.object({ data: jobRunSchema.nullable() }),
  },
  start: {
    method: 'POST',
    path: '/timesheet/finance_statistic/start',
    summary: 'Сформировать финансовую статистику за прошлый месяц',
    response: run,
  },
  startAdvance: {
    method: 'POST',
    path: '/timesheet/finance_statistic/startAdvance',
    summary: 'Сформировать финансовую статистику с параметрами',
    body: financeStatisticPayloadSchema,
    response: run,
  },
  check: {
    method: 'GET',
    path: '/timesheet/finance_statistic/check',
    summary: 'Состояние выгрузки',
    response: financeStatisticCheckSchema,
  },
  /** A zip; `with_clear=true` returns the export to its default state once it is sent. */
  load: {
    method: 'GET',
    path: '/timesheet/finance_statistic/load',
    summary: 'Скачать архив финансовой статистики',
    query: z.object({ with_clear: z.enum(['true', 'false']).default('false') }),
    response: null,
    file: true,
  },
  notifyServiceOwners: {
    method: 'GET',
    path: '/timesheet/finance_statistic/notify_service_owners',
    summary: 'Уведомить владельцев сервисов',
    response: z.object({ data: z.object({ notified: z.number().int() }) }),
  },
});
