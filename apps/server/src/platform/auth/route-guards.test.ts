import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/**
 * Routes that may be called without a signed-in user: sign-in, refresh, logout (cookie), health, public
 * settings, and the notifications socket, which authenticates by its first message instead.
 */
const OPEN_ROUTES = new Set([
  'GET /api/ws',
  'POST /api/auth/token/issue',
  'POST /api/auth/token/refresh',
  'POST /api/auth/logout',
  'GET /api/health',
  'GET /api/settings/public',
  'HEAD /api/settings/public',
  'HEAD /api/health',
  // The readiness probe of a balancer or an orchestrator: no session, nothing but ready or the reason.
  'GET /api/ready',
  'HEAD /api/ready',
  // A person's calendar feed: calendar programs send no session; the secret token in the address is the key.
  'GET /api/events/calendar.ics',
  'HEAD /api/events/calendar.ics',
  // A job-safety protocol's QR code: anyone holding the paper checks it; the random token is the key.
  'GET /api/protocols/verify/:token',
  'HEAD /api/protocols/verify/:token',
  // The services catalogue's lookup before a catalogue path leaves for the external site: id, name, groups.
  'GET /api/services_catalog/public/services/:id',
  'HEAD /api/services_catalog/public/services/:id',
  // Corporate sign-in (modules/sso): the browser's steps to and from the provider, whether it is offered,
  // and the sign-out by the refresh cookie.
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
  'GET /api/auth/oidc/config',
  'HEAD /api/auth/oidc/config',
  'POST /api/auth/oidc/logout',
]);
/** Third-party plugin routes made public on purpose: the API documentation. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('deny by default', () => {
  it('every registered route declares a guard', () => {
    const unguarded = ctx.routes
      .filter((route) => !route.guard)
      .map((route) => `${route.method} ${route.url}`);
    expect(ctx.routes.length).toBeGreaterThan(10);
    expect(unguarded).toEqual([]);
  });

  it('only sign-in, refresh, logout, health, public settings, the socket and the docs are reachable without a user', () => {
    const open = ctx.routes
      .filter((route) => route.guard?.kind === 'public' || route.guard?.kind === 'refresh-cookie')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !isDocsRoute(key.split(' ')[1]!));
    expect(open.filter((key) => !OPEN_ROUTES.has(key))).toEqual([]);
  });

  it('every guarded route answers 401 without a token', async () => {
    const guarded = ctx.routes.filter(
      (route) =>
        route.guard &&
        route.guard.kind !== 'public' &&
        route.guard.kind !== 'refresh-cookie' &&
        route.method !== 'HEAD' &&
        !route.url.endsWith('/ws'),
    );
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const response = await ctx.app.inject({ method: route.method as 'GET', url });
      expect(`${route.method} ${route.url} -> ${response.statusCode}`).toBe(
        `${route.method} ${route.url} -> 401`,
      );
    }
  });
});
