import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';

/** Whether the server and its database answer (the probes of the deployment). */
export const healthEndpoints = defineEndpoints('health', {
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Проверка работоспособности',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  },
});
