import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { jobRunSchema } from './jobs.ts';

const runParamsSchema = z.object({ id: z.uuid('Неверный номер задачи') });
const run = z.object({ data: jobRunSchema });

/** One background run: its state and progress, and a cancel (who may is the job kind's access key). */
export const jobsEndpoints = defineEndpoints('jobs', {
  run: {
    method: 'GET',
    path: '/jobs/{id}',
    summary: 'Фоновая задача: состояние и ход выполнения',
    params: runParamsSchema,
    response: run,
  },
  cancel: {
    method: 'POST',
    path: '/jobs/{id}/cancel',
    summary: 'Отменить фоновую задачу',
    params: runParamsSchema,
    response: run,
  },
});
