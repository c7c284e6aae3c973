import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ssoEndpoints as endpoints } from '@intranet/contracts/sso/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ORIGIN_COOKIE, REFRESH_COOKIE } from '../auth/auth.routes.ts';
import { OidcRefusal, type OidcService } from './oidc.service.ts';
import type { RoleMappingService } from './role-mapping.service.ts';

/** Ties a sign-in's callback to the browser that started it; Lax, because the provider's redirect brings it. */
const BROWSER_COOKIE = 'oidc_browser';
/** The ID token of an SSO session, for the provider's sign-out (id_token_hint). */
const ID_TOKEN_COOKIE = 'oidc_id_token';
const OIDC_COOKIE_PATH = '/api/auth/oidc';

export interface SsoRoutesOptions {
  oidc: OidcService;
  roleMapping: RoleMappingService;
  cookieSecure: boolean;
}

const admin = { guard: guards.access('sso.manage') };
const flowQuery = z.record(z.string(), z.string().max(10_000));

export const ssoRoutes: FastifyPluginAsync<SsoRoutesOptions> = async (
  app,
  { oidc, roleMapping, cookieSecure },
) => {
  // The same refresh cookie as a password sign-in (modules/auth/auth.routes.ts): the session is the portal's own.
  const sessionCookie = {
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure,
    path: '/api/auth',
  } as const;
  const oidcCookie = {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: OIDC_COOKIE_PATH,
  } as const;

  function refuse(reply: FastifyReply, code: string) {
    reply.clearCookie(BROWSER_COOKIE, oidcCookie);
    return reply.redirect(`/auth?sso_error=${encodeURIComponent(code)}`, 302);
  }

  const who = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  // The browser's own steps: redirects, not calls of the web's client, so they are not declared endpoints.
  app.get(
    '/auth/oidc/start',
    {
      // No HEAD twin: a HEAD (a link checker, a prefetch) would spend a sign-in's state.
      exposeHeadRoute: false,
      config: { guard: guards.public() },
      schema: {
        tags: ['sso'],
        summary:
          'Начать вход через корпоративный аккаунт: перенаправляет на сервер входа (return_to — путь портала)',
        querystring: z.object({ return_to: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      try {
        const { return_to: returnTo } = request.query as { return_to?: string };
        const started = await oidc.start(returnTo);
        reply.setCookie(BROWSER_COOKIE, started.browserKey, { ...oidcCookie, maxAge: 600 });
        return reply.header('cache-control', 'no-store').redirect(started.url, 302);
      } catch (error) {
        if (error instanceof OidcRefusal) return refuse(reply, error.code);
        throw error;
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      // No HEAD twin: a HEAD (a link checker, a prefetch) would spend a sign-in's state.
      exposeHeadRoute: false,
      config: { guard: guards.public() },
      schema: {
        tags: ['sso'],
        summary: 'Ответ сервера входа (redirect URI): проверяет его и открывает сессию портала',
        querystring: flowQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const signedIn = await oidc.callback(
          request.query as Record<string, string>,
          request.cookies[BROWSER_COOKIE],
          who(request),
        );
        reply.clearCookie(BROWSER_COOKIE, oidcCookie);
        reply.setCookie(REFRESH_COOKIE, signedIn.tokens.refreshToken, {
          ...sessionCookie,
          maxAge: signedIn.tokens.refreshMaxAge,
        });
        reply.clearCookie(ORIGIN_COOKIE, sessionCookie);
        if (signedIn.idToken)
          reply.setCookie(ID_TOKEN_COOKIE, signedIn.idToken, {
            ...oidcCookie,
            sameSite: 'strict',
            maxAge: signedIn.tokens.refreshMaxAge,
          });
        // A path of this portal only (safeReturnPath): never another host.
        return reply.redirect(signedIn.returnTo, 302);
      } catch (error) {
        if (error instanceof OidcRefusal) {
          request.log.warn({ reason: error.code, detail: error.detail }, 'OpenID Connect sign-in refused');
          return refuse(reply, error.code);
        }
        throw error;
      }
    },
  );

  route(app, endpoints.public, { guard: guards.public() }, () => ({ data: { enabled: oidc.enabled } }));

  route(app, endpoints.logout, { guard: guards.refreshCookie() }, async (request, reply) => {
    const idToken = request.cookies[ID_TOKEN_COOKIE];
    await oidc.logout(request.cookies[REFRESH_COOKIE], request.cookies[ORIGIN_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, sessionCookie);
    reply.clearCookie(ORIGIN_COOKIE, sessionCookie);
    reply.clearCookie(ID_TOKEN_COOKIE, { ...oidcCookie, sameSite: 'strict' });
    // Only a session that came from the provider ends there too.
    return { data: { redirect_url: idToken ? await oidc.endSessionUrl(idToken) : null } };
  });

  route(app, endpoints.admin, admin, async () => {
    const config = oidc.configuration;
    return {
      data: {
        configured: config !== undefined,
        issuer: config?.issuer ?? null,
        client_id: config?.clientId ?? null,
        client_secret_set: Boolean(config?.clientSecret),
        scopes: config?.scopes ?? 'openid email profile',
        redirect_uri: oidc.redirectUri,
        settings: await oidc.settingsNow(),
      },
    };
  });

  route(app, endpoints.saveSettings, admin, async (request) => ({
    data: await oidc.saveSettings(requireUser(request), request.body),
  }));

  route(app, endpoints.check, admin, async () => ({ data: await oidc.check() }));

  route(app, endpoints.mapping, admin, async (request) => ({
    data: await roleMapping.list(request.params.source),
  }));

  route(app, endpoints.replaceMapping, admin, async (request) => ({
    data: await roleMapping.replace(requireUser(request), request.params.source, request.body.entries),
  }));
};
