import { pageQuerySchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { mailListSchema, mailTestBodySchema } from '../jobs/jobs.ts';

/** The admin's «Почта» tab: what the portal sent or logged, and a test letter (docs/modules/platform.md). */
export const mailEndpoints = defineEndpoints('mail', {
  list: {
    method: 'GET',
    path: '/mail',
    summary: 'Исходящая почта портала',
    query: pageQuerySchema,
    response: mailListSchema,
  },
  /** Answers 202 without a body (the letter is queued, not yet sent): the route sets it. */
  test: {
    method: 'POST',
    path: '/mail/test',
    summary: 'Отправить тестовое письмо',
    body: mailTestBodySchema,
    response: null,
  },
});
