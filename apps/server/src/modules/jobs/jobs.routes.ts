import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobRunSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';

const runParamsSchema = z.object({ id: z.uuid('Неверный номер задачи') });

/** One background run: its state and progress, and a cancel. Who may is the job kind's access key. */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.get(
    '/jobs/:id',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['jobs'],
        summary: 'Фоновая задача: состояние и ход выполнения',
        params: runParamsSchema,
        response: { 200: z.object({ data: jobRunSchema }) },
      },
    },
    async (request) => ({ data: await jobs.getRunFor(requireUser(request).roles, request.params.id) }),
  );

  app.post(
    '/jobs/:id/cancel',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['jobs'],
        summary: 'Отменить фоновую задачу',
        params: runParamsSchema,
        response: { 200: z.object({ data: jobRunSchema }) },
      },
    },
    async (request) => {
      await jobs.getRunFor(requireUser(request).roles, request.params.id);
      return { data: await jobs.cancel(request.params.id) };
    },
  );
};
