import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailListSchema, mailTestBodySchema, pageQuerySchema } from '@intranet/contracts';
import { guards } from '../../platform/auth/guard.ts';
import { paginated } from '../../platform/http/pagination.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** The admin's «Почта» tab: what the portal sent or logged, and a test letter for the SMTP settings. */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: Mailer }> = async (app, { mail }) => {
  app.get(
    '/mail',
    {
      config: { guard: guards.access('mail.outbox') },
      schema: {
        tags: ['mail'],
        summary: 'Исходящая почта портала',
        querystring: pageQuerySchema,
        response: { 200: mailListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await mail.list(request.query.page, request.query.per_page);
      return paginated(rows, total, request.query, '/api/mail');
    },
  );

  app.post(
    '/mail/test',
    {
      config: { guard: guards.access('mail.outbox') },
      schema: { tags: ['mail'], summary: 'Отправить тестовое письмо', body: mailTestBodySchema },
    },
    async (request, reply) => {
      await mail.send({
        to: [request.body.to],
        subject: 'Проверка почты портала',
        text: 'Это тестовое письмо корпоративного портала. Если вы его получили, почта настроена верно.',
      });
      return reply.status(202).send();
    },
  );
};
