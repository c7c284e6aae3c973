import type { FastifyPluginAsync } from 'fastify';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { sendXlsx } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { RequestsDesk } from './requests.desk.ts';
import type { RequestsService } from './requests.service.ts';

const signedIn = { guard: guards.access('requests') };
const admin = { guard: guards.access('requests.admin') };
const desk = { guard: guards.access('requests.desk') };

export const requestsRoutes: FastifyPluginAsync<{
  requests: RequestsService;
  requestsDesk: RequestsDesk;
}> = async (app, { requests, requestsDesk }) => {
  route(app, endpoints.customTypes, signedIn, async () => ({ data: await requests.customTypes() }));
  route(app, endpoints.types, signedIn, async () => ({ data: await requests.types() }));
  route(app, endpoints.statuses, signedIn, async () => ({ data: await requests.statuses() }));
  route(app, endpoints.renameStatus, admin, async (request) => ({
    data: await requests.renameStatus(requireUser(request), request.params.id, request.body.name),
  }));
  route(app, endpoints.inbox, signedIn, (request) => requests.inbox(requireUser(request), request.query));
  route(app, endpoints.mine, signedIn, (request) => requests.mine(requireUser(request), request.query));
  route(app, endpoints.overdue, admin, (request) => requests.overdue(request.query));
  route(app, endpoints.overdueXlsx, admin, async (_request, reply) => {
    const file = await requestsDesk.overdueWorkbook();
    return sendXlsx(reply, file.bytes, file.fileName);
  });
  // The desk's inbox and counts are built from the contract's types (requests.desk.ts): no schema pass.
  const deskTyped = { ...desk, serializerCompiler: typedJsonSerializer };
  route(app, endpoints.desk, deskTyped, (request) => requestsDesk.inbox(requireUser(request), request.query));
  route(app, endpoints.deskCounts, deskTyped, async (request) => ({
    data: await requestsDesk.counts(requireUser(request)),
  }));
  route(app, endpoints.deskRequests, desk, (request) =>
    requestsDesk.handled(requireUser(request), request.query),
  );
  route(app, endpoints.deskRequestsXlsx, desk, async (request, reply) => {
    const file = await requestsDesk.handledWorkbook(requireUser(request), request.query);
    return sendXlsx(reply, file.bytes, file.fileName);
  });
  route(app, endpoints.deskXlsx, desk, async (request, reply) => {
    const file = await requestsDesk.inboxWorkbook(requireUser(request));
    return sendXlsx(reply, file.bytes, file.fileName);
  });
  route(app, endpoints.create, signedIn, async (request) => ({
    data: await requests.create(requireUser(request), request.body),
  }));
  route(app, endpoints.one, signedIn, async (request) => ({
    data: await requests.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.edit, signedIn, async (request) => ({
    data: await requests.edit(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.transition, signedIn, async (request) => ({
    data: await requests.transition(
      requireUser(request),
      request.params.id,
      request.params.code,
      request.body,
    ),
  }));
  route(app, endpoints.addStatus, signedIn, async (request) => ({
    data: await requests.addStatus(
      requireUser(request),
      request.params.id,
      request.params.status,
      request.query,
    ),
  }));
  route(app, endpoints.history, signedIn, async (request) => ({
    data: await requests.history(requireUser(request), request.params.id),
  }));
};
