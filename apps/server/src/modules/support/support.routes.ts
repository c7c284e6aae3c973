import type { FastifyPluginAsync } from 'fastify';
import { supportEndpoints as endpoints } from '@intranet/contracts/support/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SupportService } from './support.service.ts';

export const supportRoutes: FastifyPluginAsync<{ support: SupportService; storage: FileStorage }> = async (
  app,
  { support, storage },
) => {
  route(app, endpoints.create, { guard: guards.signedIn() }, async (request) => {
    const actor = requireUser(request);
    const received = await receiveMultipart(request, storage, await support.uploadLimits(actor));
    return { data: await support.create(actor, received) };
  });

  route(app, endpoints.list, { guard: guards.access('support.inbox') }, (request) =>
    support.list(request.query),
  );
};
