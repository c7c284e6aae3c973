import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  financeStatisticCheckSchema,
  financeStatisticPayloadSchema,
  jobRunSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { contentDisposition } from '../../../platform/http/downloads.ts';
import type { FinanceStatisticService } from './finance-statistic.service.ts';

const runResponse = { 200: z.object({ data: jobRunSchema }) };
const settings = { guard: guards.access('timesheet.settings') };

/** /timesheet/finance_statistic/*: start, watch, download and tell the service owners. */
export const financeStatisticRoutes: FastifyPluginAsyncZod<{ finance: FinanceStatisticService }> = async (
  app,
  { finance },
) => {
  const base = '/timesheet/finance_statistic';

  app.get(
    `${base}/last`,
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Последняя выгрузка финансовой статистики',
        response: { 200: z.object({ data: jobRunSchema.nullable() }) },
      },
    },
    async () => ({ data: await finance.last() }),
  );

  app.post(
    `${base}/start`,
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Сформировать финансовую статистику за прошлый месяц',
        response: runResponse,
      },
    },
    async (request) => ({ data: await finance.start(requireUser(request).id) }),
  );

  app.post(
    `${base}/startAdvance`,
    {
      config: { ...settings, range: 'report' },
      schema: {
        tags: ['timesheet'],
        summary: 'Сформировать финансовую статистику с параметрами',
        body: financeStatisticPayloadSchema,
        response: runResponse,
      },
    },
    async (request) => ({ data: await finance.startAdvance(request.body, requireUser(request).id) }),
  );

  app.get(
    `${base}/check`,
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Состояние выгрузки',
        response: { 200: financeStatisticCheckSchema },
      },
    },
    async () => ({ data: await finance.check() }),
  );

  app.get(
    `${base}/load`,
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Скачать архив финансовой статистики',
        querystring: z.object({ with_clear: z.enum(['true', 'false']).default('false') }),
      },
    },
    async (request, reply) => {
      const file = await finance.load(request.query.with_clear === 'true');
      reply.raw.once(
        'finish',
        () => void file.afterSent().catch((error: unknown) => request.log.error(error)),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.stream);
    },
  );

  app.get(
    `${base}/notify_service_owners`,
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Уведомить владельцев сервисов',
        response: { 200: z.object({ data: z.object({ notified: z.number().int() }) }) },
      },
    },
    async () => ({ data: await finance.notifyServiceOwners() }),
  );
};
