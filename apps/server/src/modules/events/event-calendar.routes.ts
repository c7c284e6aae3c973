import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { calendarFeedQuerySchema, calendarFeedSchema, idParamsSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition } from '../../platform/http/downloads.ts';
import { ICS_MIME, type EventCalendarService } from './event-calendar.service.ts';

const tags = ['events'];
const feedAnswer = { 200: z.object({ data: calendarFeedSchema }) };

/** The address the event links in a calendar point to: where this request came. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Calendar files: .ics per event, and the personal feed behind a secret token (issue 14 point 1). */
export const eventCalendarRoutes: FastifyPluginAsyncZod<{ calendar: EventCalendarService }> = async (
  app,
  { calendar },
) => {
  const signedIn = { guard: guards.signedIn() };

  app.get(
    '/events/:id/ics',
    {
      config: signedIn,
      schema: { tags, summary: 'Событие в формате iCalendar (.ics)', params: idParamsSchema },
    },
    async (request, reply) => {
      const file = await calendar.eventFile(request.params.id, originOf(request));
      return reply
        .header('content-type', ICS_MIME)
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    },
  );

  // Calendar programs call without a session: the secret token is the credential (the log redacts it).
  app.get(
    '/events/calendar.ics',
    {
      config: { guard: guards.public() },
      schema: {
        tags,
        summary: 'Личный календарь: события, на которые записан владелец ссылки',
        querystring: calendarFeedQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', ICS_MIME)
        .header('cache-control', 'private, max-age=300')
        .send(await calendar.feed(request.query.token, originOf(request))),
  );

  app.get(
    '/events/calendar-feed',
    {
      config: signedIn,
      schema: { tags, summary: 'Адрес личного календаря (если выдан)', response: feedAnswer },
    },
    async (request) => ({ data: await calendar.feedInfo(requireUser(request)) }),
  );

  app.post(
    '/events/calendar-feed',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Выдать новый адрес личного календаря (старый перестаёт работать)',
        response: feedAnswer,
      },
    },
    async (request) => ({ data: await calendar.regenerate(requireUser(request)) }),
  );

  app.delete(
    '/events/calendar-feed',
    { config: signedIn, schema: { tags, summary: 'Отозвать адрес личного календаря' } },
    async (request, reply) => {
      await calendar.revoke(requireUser(request));
      return reply.status(204).send();
    },
  );
};
