import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints as endpoints } from '@intranet/contracts/auth/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { RateLimiter } from '../../platform/auth/rate-limit.ts';
import type { AuthService, ClientInfo, IssuedTokens } from './auth.service.ts';

export const REFRESH_COOKIE = 'refresh_token';
/** Holds the admin's own refresh token during a login-as, so "return" can restore it. */
export const ORIGIN_COOKIE = 'origin_refresh_token';

export interface AuthRoutesOptions {
  auth: AuthService;
  cookieSecure: boolean;
  limiter: RateLimiter;
  /** Sign-in attempts a minute for one login from one address. */
  loginRateLimit: number;
  /** Sign-in attempts a minute from one address, whatever the logins (a spray). */
  loginRateLimitPerIp: number;
}

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.cookieSecure,
    path: '/api/auth',
  } as const;

  function setCookie(reply: FastifyReply, name: string, value: string, maxAge: number) {
    reply.setCookie(name, value, { ...cookieOptions, maxAge });
  }

  function tokenBody(issued: IssuedTokens) {
    return { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn };
  }

  route(app, endpoints.issue, { guard: guards.public() }, async (request, reply) => {
    // Counted in the database before the password is checked: per login from this address (a guesser
    // elsewhere cannot lock the owner out) and per address (a spray over many logins).
    const loginKey = `login:${request.body.login.trim().toLowerCase()}|${request.ip}`;
    await options.limiter.hit([
      { key: loginKey, max: options.loginRateLimit },
      { key: `ip:${request.ip}`, max: options.loginRateLimitPerIp },
    ]);
    const issued = await auth.issueToken(request.body.login, request.body.password, clientInfo(request));
    await options.limiter.reset(loginKey);
    setCookie(reply, REFRESH_COOKIE, issued.refreshToken, issued.refreshMaxAge);
    reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
    return tokenBody(issued);
  });

  route(app, endpoints.refresh, { guard: guards.refreshCookie() }, async (request, reply) => {
    // A page opening asks whether a session exists: "not signed in" is an answer there, not an error
    // (a 401 would sit in every sign-in page's console).
    const probe = request.query.probe === '1';
    const cookie = request.cookies[REFRESH_COOKIE];
    if (probe && !cookie) return reply.status(204).send(null);
    let issued: Awaited<ReturnType<typeof auth.refresh>>;
    try {
      issued = await auth.refresh(cookie, clientInfo(request));
    } catch (error) {
      if (!probe || !(error instanceof AppError) || error.code !== 'UNAUTHORIZED') throw error;
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    }
    // Rotation: the cookie's token is spent, the browser keeps the next one.
    setCookie(reply, REFRESH_COOKIE, issued.refreshToken, issued.refreshMaxAge);
    return tokenBody(issued);
  });

  route(app, endpoints.logout, { guard: guards.refreshCookie() }, async (request, reply) => {
    await auth.logout(request.cookies[REFRESH_COOKIE], request.cookies[ORIGIN_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
    reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
  });

  route(app, endpoints.returnFromLoginAs, { guard: guards.signedIn() }, async (request, reply) => {
    const originToken = request.cookies[ORIGIN_COOKIE];
    const issued = await auth.returnFromLoginAs(requireUser(request), originToken, clientInfo(request));
    setCookie(reply, REFRESH_COOKIE, issued.refreshToken, issued.refreshMaxAge);
    reply.clearCookie(ORIGIN_COOKIE, cookieOptions);
    return tokenBody(issued);
  });

  route(app, endpoints.loginAs, { guard: guards.access('auth.login-as') }, async (request, reply) => {
    const issued = await auth.loginAs(requireUser(request), request.params.id, clientInfo(request));
    const adminToken = request.cookies[REFRESH_COOKIE];
    // The admin's token waits unused while the login-as lasts, which is never longer than this cookie.
    if (adminToken) setCookie(reply, ORIGIN_COOKIE, adminToken, issued.refreshMaxAge);
    setCookie(reply, REFRESH_COOKIE, issued.refreshToken, issued.refreshMaxAge);
    return tokenBody(issued);
  });
};
