import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eventEndpoints as endpoints } from '@intranet/contracts/events/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ICS_MIME, type EventCalendarService } from './event-calendar.service.ts';

/** The address the event links in a calendar point to: where this request came. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Calendar files: .ics per event, and the personal feed behind a secret token. */
export const eventCalendarRoutes: FastifyPluginAsync<{ calendar: EventCalendarService }> = async (
  app,
  { calendar },
) => {
  const signedIn = { guard: guards.signedIn() };

  route(app, endpoints.ics, signedIn, async (request, reply) => {
    const file = await calendar.eventFile(request.params.id, originOf(request));
    return reply
      .header('content-type', ICS_MIME)
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.body);
  });

  // Calendar programs call without a session: the secret token is the credential (the log redacts it).
  route(app, endpoints.calendarFile, { guard: guards.public() }, async (request, reply) =>
    reply
      .header('content-type', ICS_MIME)
      .header('cache-control', 'private, max-age=300')
      .send(await calendar.feed(request.query.token, originOf(request))),
  );

  route(app, endpoints.calendarFeed, signedIn, async (request) => ({
    data: await calendar.feedInfo(requireUser(request)),
  }));

  route(app, endpoints.regenerateCalendarFeed, signedIn, async (request) => ({
    data: await calendar.regenerate(requireUser(request)),
  }));

  route(app, endpoints.revokeCalendarFeed, signedIn, (request) => calendar.revoke(requireUser(request)));
};
