import type { FastifyPluginAsync } from 'fastify';
import { eventEndpoints as endpoints } from '@intranet/contracts/events/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { sendXlsx } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { EventMembersService } from './event-members.service.ts';
import type { EventsService } from './events.service.ts';

/** Events: every signed-in employee reads and registers; organisers (`community.moderate`) manage. */
export const eventsRoutes: FastifyPluginAsync<{
  events: EventsService;
  members: EventMembersService;
}> = async (app, { events, members }) => {
  const signedIn = { guard: guards.signedIn() };
  const organisers = { guard: guards.access('community.moderate') };

  route(
    app,
    endpoints.list,
    // A calendar month is one page of up to 500 events built from contract types: no schema pass over it.
    { ...signedIn, config: { range: 'grid' }, serializerCompiler: typedJsonSerializer },
    (request) => events.list(requireUser(request), request.query),
  );

  route(app, endpoints.filters, signedIn, async (request) => ({
    data: await events.filters(requireUser(request)),
  }));

  route(app, endpoints.one, signedIn, async (request) => ({
    data: await events.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.subscribe, signedIn, async (request) => {
    const actor = requireUser(request);
    await members.subscribe(actor, request.params.id, request.body.status);
    return { data: await events.get(actor, request.params.id) };
  });

  route(app, endpoints.create, organisers, async (request) => ({
    data: await events.create(requireUser(request), request.body),
  }));

  route(app, endpoints.update, organisers, async (request) => ({
    data: await events.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.remove, organisers, (request) =>
    events.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.members, organisers, (request) => members.list(request.params.id, request.query));

  route(app, endpoints.membersExport, organisers, async (request, reply) => {
    const report = await members.export(request.params.id);
    return sendXlsx(reply, report.bytes, report.fileName);
  });

  route(app, endpoints.memberStatus, organisers, async (request) => ({
    data: await members.setStatus(
      requireUser(request),
      request.params.id,
      request.params.userId,
      request.body.status,
    ),
  }));
};
