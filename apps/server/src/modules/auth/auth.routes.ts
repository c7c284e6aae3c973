import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, tokenIssueBodySchema, tokenResponseSchema } from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { SESSION_TTL_DAYS, type AuthService, type ClientInfo, type IssuedTokens } from './auth.service.ts';

export const REFRESH_COOKIE = 'refresh_token';
/** Holds the admin's own refresh token during a login-as, so "return" can restore it. */
export const ORIGIN_COOKIE = 'origin_refresh_token';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookieSecure: boolean;
  loginRateLimit: number;
}

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.cookieSecure,
    path: '/api/auth',
  } as const;

  function setCookie(reply: FastifyReply, name: string, value: string) {
    reply.setCookie(name, value, { ...cookieOptions, maxAge: SESSION_TTL_DAYS * 86_400 });
  }

  function tokenBody(issued: IssuedTokens) {
    return { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn };
  }

  const tokenResponse = { 200: tokenResponseSchema };

  app.post(
    '/auth/token/issue',
    {
      config: {
        guard: guards.public(),
        // Per IP and login: the body is parsed by preHandler, so the key can include the login.
        rateLimit: {
          max: options.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => {
            const login = (request.body as { login?: unknown } | undefined)?.login;
            return `${request.ip}|${typeof login === 'string' ? login.trim().toLowerCase() : ''}`;
          },
        },
      },
      schema: {
        tags: ['session'],
        summary: 'Вход: выдача токена доступа',
        body: tokenIssueBodySchema,
        response: tokenResponse,
      },
    },
    async (request, reply) => {
      const issued = await auth.issueToken(request.body.login, request.body.password, clientInfo(request));
      setCookie(reply, REFRESH_COOKIE, issued.refreshToken!);
      reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
      return tokenBody(issued);
    },
  );

  app.post(
    '/auth/token/refresh',
    {
      config: { guard: guards.refreshCookie() },
      schema: { tags: ['session'], summary: 'Обновление токена доступа по cookie', response: tokenResponse },
    },
    async (request) => tokenBody(await auth.refresh(request.cookies[REFRESH_COOKIE])),
  );

  app.post(
    '/auth/logout',
    {
      config: { guard: guards.refreshCookie() },
      schema: { tags: ['session'], summary: 'Выход: сессия отзывается', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE], request.cookies[ORIGIN_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/login-as/return',
    {
      config: { guard: guards.signedIn() },
      schema: {
        tags: ['session'],
        summary: 'Возврат в свою учетную запись после входа от имени',
        response: tokenResponse,
      },
    },
    async (request, reply) => {
      const originToken = request.cookies[ORIGIN_COOKIE];
      const issued = await auth.returnFromLoginAs(requireUser(request), originToken, clientInfo(request));
      setCookie(reply, REFRESH_COOKIE, originToken!);
      reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
      return tokenBody(issued);
    },
  );

  app.post(
    '/auth/login-as/:id',
    {
      config: { guard: guards.roles('admin') },
      schema: {
        tags: ['session'],
        summary: 'Вход от имени сотрудника (только администратор)',
        params: idParamsSchema,
        response: tokenResponse,
      },
    },
    async (request, reply) => {
      const issued = await auth.loginAs(requireUser(request), request.params.id, clientInfo(request));
      const adminToken = request.cookies[REFRESH_COOKIE];
      if (adminToken) setCookie(reply, ORIGIN_COOKIE, adminToken);
      setCookie(reply, REFRESH_COOKIE, issued.refreshToken);
      return tokenBody(issued);
    },
  );
};
