import { z } from 'zod';
import { listEnvelopeSchema, pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { supportRequestSchema } from './support.ts';

/** Requests to the support service and the administrators' inbox (docs/modules/support.md). */
export const supportEndpoints = defineEndpoints('support', {
  create: {
    method: 'POST',
    path: '/support',
    summary:
      'Обращение в поддержку (multipart: title, description, attachments[]; всего меньше 20 000 000 байт)',
    multipart: true,
    response: z.object({ data: supportRequestSchema }),
    status: 201,
  },
  list: {
    method: 'GET',
    path: '/support',
    summary: 'Обращения в поддержку (администраторы)',
    query: pageQuerySchema,
    response: listEnvelopeSchema(supportRequestSchema),
  },
});
