import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';

/** Why a process does not take traffic (the 503 of /ready), in Russian for the operator. */
export const NOT_READY_REASONS = {
  database: 'База данных недоступна',
  migrations: 'Миграции базы данных не применены',
  stopping: 'Процесс останавливается',
} as const;

/** The 503 body of /ready: the reason, also as `message` like every error of the API. */
export const notReadySchema = z.object({
  status: z.literal('not_ready'),
  reason: z.enum(['database', 'migrations', 'stopping']),
  message: z.string(),
});

/** Whether the server and its database answer (the probes of the deployment). */
export const healthEndpoints = defineEndpoints('health', {
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Проверка работоспособности',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  },
  /** Liveness is /health; this one says whether the process should get requests (503 with a reason if not). */
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'Готовность принимать запросы: база доступна, миграции применены, процесс не останавливается',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  },
});
