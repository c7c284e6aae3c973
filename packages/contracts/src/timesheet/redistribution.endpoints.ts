import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { jobRunSchema } from '../jobs/jobs.ts';
import { redistributionPayloadSchema, redistributionStatusSchema } from './jobs.ts';

/** /timesheet/settings/redistribution: the status of the last run, and a start for a period. */
export const timesheetRedistributionEndpoints = defineEndpoints('timesheet', {
  status: {
    method: 'GET',
    path: '/timesheet/redistribution',
    summary: 'Перераспределение «не занят»: состояние',
    response: redistributionStatusSchema,
  },
  start: {
    method: 'POST',
    path: '/timesheet/redistribution/start',
    summary: 'Запустить перераспределение «не занят» за период',
    body: redistributionPayloadSchema,
    response: z.object({ data: jobRunSchema }),
  },
});
