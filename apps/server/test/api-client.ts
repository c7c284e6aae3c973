import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { endpointPath, type Endpoint, type RoleName } from '@intranet/contracts';
import type { AuthUser } from '../src/platform/auth/guard.ts';
import type { TestContext } from './harness.ts';
import { users } from '../src/modules/users/users.schema.ts';
import { buildUser, type BuildUserOptions } from './factories.ts';

/** A user row (the factories add the password, for the tests that sign in over HTTP). */
export type TestUser = typeof users.$inferSelect & { password?: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

/** The parts of a declared endpoint's call; the query and body as the wire carries them. */
export interface EndpointCallArgs extends RequestOptions {
  params?: Readonly<Record<string, string | number>>;
  body?: unknown;
}

/** A multipart body as test/http.ts `multipart` builds it. */
export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** Calls of the API as one person (or as nobody); each answers the light-my-request response. */
export interface Requester {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** A multipart request (POST unless told): file uploads. */
  upload(
    url: string,
    body: MultipartBody,
    options?: RequestOptions & { method?: Method },
  ): Promise<LightMyRequestResponse>;
  /**
   * A declared endpoint (`packages/contracts/src/<module>/endpoints.ts`): its method, and its path under /api
   * with the params filled in, so a test names the endpoint rather than writing its address.
   */
  call(endpoint: Endpoint, args?: EndpointCallArgs): Promise<LightMyRequestResponse>;
  /** Any request, with this requester's authorization header added. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The method as a value, for tables of calls. */
  request(
    method: Method,
    url: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
}

export interface Session extends Requester {
  user: TestUser;
  id: number;
  /** The access token (websocket `auth` messages). */
  token: string;
  /** `refresh_token=...`, to send back as a cookie header. */
  cookie: string;
  /** The authorization header, for raw `ctx.app.inject` calls. */
  headers: { authorization: string };
  /** The session as the services see it (an `actor` for a service call). */
  actor(): Promise<AuthUser>;
}

export interface ApiClient {
  /**
   * A session of `who`: a user row, a role (or roles) for a new user who holds them, or the options of a new
   * user. Minted directly, as sign-in does after the password check: no password hash, no HTTP round trip.
   */
  as(who?: TestUser | RoleName | RoleName[] | BuildUserOptions): Promise<Session>;
  /** A session of an existing user found by login (the demo people of the seed). */
  asLogin(login: string): Promise<Session>;
  /** Calls without a session. */
  anonymous: Requester;
}

function requester(ctx: TestContext, headers: Record<string, string>): Requester {
  const inject = (options: InjectOptions) =>
    ctx.app.inject({ ...options, headers: { ...headers, ...(options.headers as Record<string, string>) } });
  const request = (method: Method, url: string, body?: unknown, options: RequestOptions = {}) =>
    inject({
      method,
      url,
      query: options.query,
      headers: options.headers,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    delete: (url, body, options) => request('DELETE', url, body, options),
    upload: (url, body, options = {}) =>
      inject({
        method: options.method ?? 'POST',
        url,
        query: options.query,
        headers: { ...body.headers, ...options.headers },
        payload: body.payload,
      }),
    call: (endpoint, { params, body, ...options } = {}) =>
      request(endpoint.method, `/api${endpointPath(endpoint.path, params)}`, body, options),
    inject,
    request,
  };
}

function isUser(who: unknown): who is TestUser {
  return typeof who === 'object' && who !== null && 'passwordHash' in who && 'createdAt' in who;
}

/** Opens a session of the user through AuthService, the code sign-in runs once the password is checked. */
export async function mintSession(ctx: TestContext, userId: number) {
  const auth = ctx.services.auth;
  const lifetime = await auth['sessionLimitMs']('session_max_days');
  const issued = await auth['openSession'](
    userId,
    { ip: '127.0.0.1', userAgent: 'lightMyRequest' },
    new Date(Date.now() + lifetime),
  );
  return { token: issued.accessToken, cookie: `refresh_token=${issued.refreshToken}` };
}

/** The service-level actor of a user (for factories that write through a module's service). */
export async function actorOf(ctx: TestContext, userId: number): Promise<AuthUser> {
  const { token } = await mintSession(ctx, userId);
  const actor = await ctx.services.auth.authenticate(token);
  if (!actor) throw new Error(`no session for user ${userId}`);
  return actor;
}

export function client(ctx: TestContext): Promise<ApiClient> {
  const db = ctx.database.db;
  const api: ApiClient = {
    async as(who = {}) {
      const user = isUser(who)
        ? who
        : await buildUser(db, typeof who === 'string' || Array.isArray(who) ? { roles: [who].flat() } : who);
      const { token, cookie } = await mintSession(ctx, user.id);
      const headers = { authorization: `Bearer ${token}` };
      return {
        ...requester(ctx, headers),
        user,
        id: user.id,
        token,
        cookie,
        headers,
        actor: async () => (await ctx.services.auth.authenticate(token))!,
      };
    },
    async asLogin(login) {
      const [user] = await db.select().from(users).where(eq(users.login, login));
      if (!user) throw new Error(`no user ${login}`);
      return api.as(user);
    },
    anonymous: requester(ctx, {}),
  };
  return Promise.resolve(api);
}
