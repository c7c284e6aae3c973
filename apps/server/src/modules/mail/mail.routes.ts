import type { FastifyPluginAsync } from 'fastify';
import { mailEndpoints as endpoints } from '@intranet/contracts/mail/endpoints';
import { guards } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { paginated } from '../../platform/http/pagination.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** The admin's «Почта» tab: what the portal sent or logged, and a test letter for the SMTP settings. */
export const mailRoutes: FastifyPluginAsync<{ mail: Mailer }> = async (app, { mail }) => {
  const outbox = { guard: guards.access('mail.outbox') };

  route(app, endpoints.list, outbox, async (request) => {
    const { rows, total } = await mail.list(request.query.page, request.query.per_page);
    return paginated(rows, total, request.query, '/api/mail');
  });

  route(app, endpoints.test, outbox, async (request, reply) => {
    await mail.send({
      to: [request.body.to],
      subject: 'Проверка почты портала',
      text: 'Это тестовое письмо корпоративного портала. Если вы его получили, почта настроена верно.',
    });
    // 202: the letter is in the outbox, not yet sent (a declaration states 200, 201 or 204 only).
    return reply.status(202).send();
  });
};
