import { z } from 'zod';
import { tokenIssueBodySchema, tokenResponseSchema } from './auth.ts';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';

/** Sign-in, the token's refresh, sign-out and signing in as another employee (docs/modules/auth.md). */
export const authEndpoints = defineEndpoints('auth', {
  issue: {
    method: 'POST',
    path: '/auth/token/issue',
    summary: 'Вход: выдача токена доступа',
    body: tokenIssueBodySchema,
    response: tokenResponseSchema,
  },
  /**
   * Also answers 204 without a body (probe=1 and no live session), which the route sends itself. The web's
   * http client calls it with its own low-level code (api/http-client.ts): it is the transport of every call.
   */
  refresh: {
    method: 'POST',
    path: '/auth/token/refresh',
    summary: 'Обновление токена доступа по cookie (probe=1: без сессии — 204, а не 401)',
    query: z.object({ probe: z.enum(['1']).optional() }),
    response: tokenResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Выход: сессия отзывается',
    response: null,
    status: 204,
  },
  returnFromLoginAs: {
    method: 'POST',
    path: '/auth/login-as/return',
    summary: 'Возврат в свою учетную запись после входа от имени',
    response: tokenResponseSchema,
  },
  loginAs: {
    method: 'POST',
    path: '/auth/login-as/{id}',
    summary: 'Вход от имени сотрудника (только администратор)',
    params: idParamsSchema,
    response: tokenResponseSchema,
  },
});
