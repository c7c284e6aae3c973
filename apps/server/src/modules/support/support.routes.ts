import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelopeSchema, pageQuerySchema, supportRequestSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import type { SupportService } from './support.service.ts';

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService; storage: FileStorage }> = async (
  app,
  { support, storage },
) => {
  app.post(
    '/support',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['support'],
        summary:
          'Обращение в поддержку (multipart: title, description, attachments[]; всего меньше 20 000 000 байт)',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: supportRequestSchema }) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const received = await receiveMultipart(request, storage, await support.uploadLimits(actor));
      return reply.status(201).send({ data: await support.create(actor, received) });
    },
  );

  app.get(
    '/support',
    {
      config: { guard: guards.access('support.inbox') },
      schema: {
        tags: ['support'],
        summary: 'Обращения в поддержку (администраторы)',
        querystring: pageQuerySchema,
        response: { 200: listEnvelopeSchema(supportRequestSchema) },
      },
    },
    async (request) => support.list(request.query),
  );
};
