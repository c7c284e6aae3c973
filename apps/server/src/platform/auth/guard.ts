import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess, type AccessKey, type PermissionName } from '@intranet/contracts';
import { forbidden, unauthorized } from '../http/app-error.ts';

/**
 * What every route declares in `config.guard`. Deny by default: a route without one answers 403,
 * and the route-walk test fails on it.
 */
export type Guard =
  | { kind: 'public' }
  /** Authenticated inside the handler by the httpOnly refresh cookie (refresh, logout). */
  | { kind: 'refresh-cookie' }
  | { kind: 'signed-in' }
  /** The roles of the key's audience (contracts' access tables): the only place roles are listed. */
  | { kind: 'access'; key: AccessKey };

export const guards = {
  public: (): Guard => ({ kind: 'public' }),
  refreshCookie: (): Guard => ({ kind: 'refresh-cookie' }),
  signedIn: (): Guard => ({ kind: 'signed-in' }),
  access: (key: AccessKey): Guard => ({ kind: 'access', key }),
};

export interface AuthUser {
  id: number;
  login: string;
  fullName: string;
  roles: string[];
  /** Fine-grained permissions, directly or through a role; read with the session, shared by the services. */
  permissions: readonly PermissionName[];
  sessionId: string;
  impersonatorUserId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export interface GuardDeps {
  /** Resolves the bearer token to a live session's user, or null. */
  authenticate(token: string): Promise<AuthUser | null>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: Guard | undefined;
  /** The period cap the route declared (platform/http/range-caps.ts). */
  range: string | undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  // Never from the query: URLs are logged. The websocket (no headers in browsers) sends an auth message.
  return undefined;
}

/** The signed-in user of a route whose guard requires one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

export function isAllowed(guard: Guard, user: AuthUser): boolean {
  switch (guard.kind) {
    case 'public':
    case 'refresh-cookie':
    case 'signed-in':
      return true;
    case 'access':
      return canAccess(user.roles, guard.key);
  }
}

/** Registers the route registry and the hook that enforces each route's guard. Call before any module. */
export function registerGuards(app: FastifyInstance, deps: GuardDeps): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('authUser', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read the guard lazily: hooks of inner scopes (e.g. the public docs) may set it after this one ran.
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        get guard() {
          return route.config?.guard;
        },
        get range() {
          return (route.config as { range?: string } | undefined)?.range;
        },
      });
    }
  });
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return; // the 404 handler
    const guard = request.routeOptions.config.guard;
    if (!guard) throw forbidden('Доступ к маршруту не настроен');
    if (guard.kind === 'public' || guard.kind === 'refresh-cookie') return;
    const token = bearerToken(request);
    const user = token ? await deps.authenticate(token) : null;
    if (!user) throw unauthorized();
    request.authUser = user;
    if (!isAllowed(guard, user)) throw forbidden();
  });
  return routes;
}
