import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobRunSchema, redistributionPayloadSchema, redistributionStatusSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { RedistributionService } from './redistribution.service.ts';

const settings = { guard: guards.access('timesheet.settings') };

/** /timesheet/redistribution: the status of the last run, and a start for a period. */
export const redistributionRoutes: FastifyPluginAsyncZod<{ redistribution: RedistributionService }> = async (
  app,
  { redistribution },
) => {
  app.get(
    '/timesheet/redistribution',
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Перераспределение «не занят»: состояние',
        response: { 200: redistributionStatusSchema },
      },
    },
    async () => ({ data: await redistribution.status() }),
  );

  app.post(
    '/timesheet/redistribution/start',
    {
      config: { ...settings, range: 'report' },
      schema: {
        tags: ['timesheet'],
        summary: 'Запустить перераспределение «не занят» за период',
        body: redistributionPayloadSchema,
        response: { 200: z.object({ data: jobRunSchema }) },
      },
    },
    async (request) => ({ data: await redistribution.start(request.body, requireUser(request).id) }),
  );
};
