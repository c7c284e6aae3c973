import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OIDC_ERRORS, type OidcErrorCode } from '@intranet/contracts';
import { ssoEndpoints as endpoints } from '@intranet/contracts/sso/endpoints';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { users } from '../users/users.schema.ts';
import { OIDC_CALLBACK_PATH } from './oidc.service.ts';
import { startTestProvider, type TestProvider } from './oidc.test-provider.ts';
import { oidcLoginStates } from './sso.schema.ts';

/**
 * The OpenID Connect sign-in over real HTTP: the portal listens on a port, a provider (oidc-provider) on
 * another, and a browser-like client follows the redirects with a cookie jar.
 */
let ctx: TestContext;
let api: ApiClient;
let provider: TestProvider;
let portal: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A browser: cookies by name and path (one host, like 127.0.0.1 for both servers), redirects followed by hand. */
class Browser {
  readonly cookies = new Map<string, { value: string; path: string }>();
  /** Every address visited, the last one where the chain stopped. */
  visited: string[] = [];

  async open(
    url: string,
    stopAt?: (url: URL) => boolean,
  ): Promise<{ url: URL; status: number; body: string }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      this.visited.push(current.href);
      if (stopAt?.(current)) return { url: current, status: 0, body: '' };
      const cookie = [...this.cookies]
        .filter(([, entry]) => current.pathname.startsWith(entry.path))
        .map(([name, entry]) => `${name}=${entry.value}`)
        .join('; ');
      const response = await fetch(current, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of response.headers.getSetCookie()) this.store(line);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current);
        continue;
      }
      return { url: current, status: response.status, body: await response.text() };
    }
    throw new Error('too many redirects');
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...rest] = pair!.split('=');
    const value = rest.join('=');
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a));
    if (expired || value === '') this.cookies.delete(name!);
    else this.cookies.set(name!, { value, path });
  }
}

const start = (returnTo?: string) =>
  `${portal}/api/auth/oidc/start${returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`}`;
const isCallback = (url: URL) => url.href.startsWith(`${portal}${OIDC_CALLBACK_PATH}`);
const errorOf = (url: URL) => url.searchParams.get('sso_error') as OidcErrorCode | null;

async function refusals(reason: OidcErrorCode): Promise<number> {
  const rows = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.oidc_refused'), sql`${auditLog.details}->>'reason' = ${reason}`));
  return Number(rows[0]!.n);
}

/** Signs in through the provider; the callback's URL (with code and state) is kept for replays. */
async function signInThrough(browser: Browser, returnTo?: string) {
  const toCallback = await browser.open(start(returnTo), isCallback);
  const callback = toCallback.url;
  const landed = await browser.open(callback.href);
  return { callback, landed };
}

async function setSettings(body: { match_claim: string; create_users: boolean; groups_claim: string }) {
  const admin = await api.as('admin');
  const response = await admin.call(endpoints.saveSettings, { body });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  const port = await freePort();
  portal = `http://127.0.0.1:${port}`;
  provider = await startTestProvider({
    redirectUris: [`${portal}${OIDC_CALLBACK_PATH}`],
    postLogoutRedirectUris: [`${portal}/auth`],
  });
  ctx = await createTestApp({
    app: {
      publicUrl: portal,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: 'openid email profile groups',
      },
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  api = await client(ctx);
  await ctx.services.roleMapping.replace(await (await api.as('admin')).actor(), 'oidc', [
    { group_name: 'Portal-HR', role: 'hr' },
    { group_name: 'Moderators', role: 'moderator' },
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.tamper = undefined;
});

describe('OpenID Connect sign-in', () => {
  it('matches the person by e-mail, maps the groups to roles and opens the portal session', async () => {
    await setSettings({ match_claim: 'email', create_users: false, groups_claim: 'groups' });
    const person = await buildUser(ctx.database.db, {
      email: 'Anna.Petrova@corp.test',
      roles: ['moderator'],
    });
    provider.account = { sub: 'anna-1', email: 'anna.petrova@corp.test', groups: ['portal-hr', 'Other'] };
    const browser = new Browser();
    const { landed } = await signInThrough(browser, '/timesheet?tab=my');

    expect(landed.url.pathname + landed.url.search).toBe('/timesheet?tab=my');
    expect(browser.cookies.get('refresh_token')?.path).toBe('/api/auth');
    // The refresh cookie is the portal's own: it refreshes, rotates, and the access token is the person's.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      cookies: { refresh_token: browser.cookies.get('refresh_token')!.value },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}` },
    });
    expect(me.json<{ data: { id: number } }>().data.id).toBe(person.id);
    // hr came from the group; moderator was given by hand and the mapping also names it: it stays the admin's.
    expect((await ctx.services.users.roleNames(person.id)).sort()).toEqual(['hr', 'moderator']);

    // The next sign-in without the group takes hr away, and leaves the hand-given role.
    provider.account = { ...provider.account, groups: ['Moderators'] };
    await signInThrough(new Browser());
    expect(await ctx.services.users.roleNames(person.id)).toEqual(['moderator']);
  });

  it('matches by login (preferred_username) when the administrator chose so', async () => {
    await setSettings({ match_claim: 'preferred_username', create_users: false, groups_claim: 'roles' });
    const person = await buildUser(ctx.database.db, { login: 'k.ivanov', email: 'other@corp.test' });
    provider.account = { sub: 'k-1', preferred_username: 'K.Ivanov', email: 'k@corp.test' };
    const { landed } = await signInThrough(new Browser());
    expect(landed.url.pathname).toBe('/');
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.oidc_sign_in'), eq(auditLog.targetId, String(person.id))));
    expect(Number(row!.n)).toBe(1);
  });

  it('creates the person when allowed, refuses when not', async () => {
    provider.account = {
      sub: 'new-1',
      email: 'olga.new@corp.test',
      preferred_username: 'olga.new',
      given_name: 'Ольга',
      family_name: 'Новикова',
      groups: ['Portal-HR'],
    };
    await setSettings({ match_claim: 'email', create_users: false, groups_claim: 'groups' });
    const before = await refusals('no_user');
    const refused = await signInThrough(new Browser());
    expect(refused.landed.url.pathname).toBe('/auth');
    expect(errorOf(refused.landed.url)).toBe('no_user');
    expect(await refusals('no_user')).toBe(before + 1);

    await setSettings({ match_claim: 'email', create_users: true, groups_claim: 'groups' });
    const allowed = await signInThrough(new Browser());
    expect(allowed.landed.url.pathname).toBe('/');
    const [created] = await ctx.database.db.select().from(users).where(eq(users.email, 'olga.new@corp.test'));
    expect(created).toMatchObject({
      login: 'olga.new',
      name: 'Ольга',
      lastName: 'Новикова',
      passwordHash: null,
    });
    expect(await ctx.services.users.roleNames(created!.id)).toEqual(['hr']);
  });

  it('a dismissed person gets no session', async () => {
    await setSettings({ match_claim: 'email', create_users: false, groups_claim: 'groups' });
    await buildUser(ctx.database.db, { email: 'gone@corp.test', fireDate: '2020-01-31' });
    provider.account = { sub: 'gone-1', email: 'gone@corp.test' };
    const { landed } = await signInThrough(new Browser());
    expect(errorOf(landed.url)).toBe('dismissed');
  });
});

describe('refusals', () => {
  beforeAll(async () => {
    await setSettings({ match_claim: 'email', create_users: false, groups_claim: 'groups' });
    await buildUser(ctx.database.db, { email: 'victim@corp.test' });
  });
  beforeEach(() => {
    provider.account = { sub: 'victim-1', email: 'victim@corp.test' };
  });

  it('an unknown state is refused with the Russian message and an audit line', async () => {
    const before = await refusals('state');
    const browser = new Browser();
    const { callback } = await signInThrough(browser);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const landed = await new Browser().open(forged.href);
    expect(landed.url.pathname).toBe('/auth');
    expect(errorOf(landed.url)).toBe('state');
    expect(OIDC_ERRORS.state).toMatch(/устарела или уже использована/);
    expect(await refusals('state')).toBe(before + 1);
  });

  it('an expired state is refused', async () => {
    const browser = new Browser();
    const toCallback = await browser.open(start(), isCallback);
    await ctx.database.db.update(oidcLoginStates).set({ expiresAt: sql`now() - interval '1 second'` });
    const landed = await browser.open(toCallback.url.href);
    expect(errorOf(landed.url)).toBe('state');
    expect(browser.cookies.has('refresh_token')).toBe(false);
  });

  it('a state started in another browser is refused (login CSRF)', async () => {
    const attacker = new Browser();
    const toCallback = await attacker.open(start(), isCallback);
    const victim = new Browser();
    const landed = await victim.open(toCallback.url.href);
    expect(errorOf(landed.url)).toBe('state');
    expect(victim.cookies.has('refresh_token')).toBe(false);
  });

  it('a replayed callback and a replayed code are refused', async () => {
    const browser = new Browser();
    const { callback, landed } = await signInThrough(browser);
    expect(landed.url.pathname).toBe('/');
    // The same callback again: its state is spent.
    const again = await browser.open(callback.href);
    expect(errorOf(again.url)).toBe('state');
    // The spent code under a fresh state of this browser: the provider refuses the code.
    const before = await refusals('code');
    const fresh = await browser.open(start(), isCallback);
    const replay = new URL(fresh.url);
    replay.searchParams.set('code', callback.searchParams.get('code')!);
    const refused = await browser.open(replay.href);
    expect(errorOf(refused.url)).toBe('code');
    expect(await refusals('code')).toBe(before + 1);
  });

  it.each([
    ['nonce', (claims: Record<string, unknown>) => ({ ...claims, nonce: 'another-nonce' })],
    ['audience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' })],
    ['issuer', (claims: Record<string, unknown>) => ({ ...claims, iss: 'http://evil.test' })],
  ])('an ID token with a wrong %s is refused', async (_what, tamper) => {
    const before = await refusals('token');
    provider.tamper = tamper;
    const browser = new Browser();
    const { landed } = await signInThrough(browser);
    expect(landed.url.pathname).toBe('/auth');
    expect(errorOf(landed.url)).toBe('token');
    expect(browser.cookies.has('refresh_token')).toBe(false);
    expect(await refusals('token')).toBe(before + 1);
  });

  it('an authorization response from another issuer (the iss parameter) is refused', async () => {
    const browser = new Browser();
    const toCallback = await browser.open(start(), isCallback);
    const tampered = new URL(toCallback.url);
    tampered.searchParams.set('iss', 'http://127.0.0.1:1');
    const landed = await browser.open(tampered.href);
    expect(errorOf(landed.url)).toBe('token');
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'evil'])(
    'the return address %s becomes the portal root',
    async (returnTo) => {
      const { landed } = await signInThrough(new Browser(), returnTo);
      expect(landed.url.origin).toBe(portal);
      expect(landed.url.pathname).toBe('/');
    },
  );
});

describe('sign-out', () => {
  it('ends the portal session and sends the browser to the provider to end its own', async () => {
    await setSettings({ match_claim: 'email', create_users: false, groups_claim: 'groups' });
    await buildUser(ctx.database.db, { email: 'leaving@corp.test' });
    provider.account = { sub: 'leaving-1', email: 'leaving@corp.test' };
    const browser = new Browser();
    await signInThrough(browser);
    const refresh = browser.cookies.get('refresh_token')!.value;
    const response = await fetch(`${portal}/api${endpoints.logout.path}`, {
      method: 'POST',
      headers: {
        cookie: `refresh_token=${refresh}; oidc_id_token=${browser.cookies.get('oidc_id_token')!.value}`,
      },
    });
    expect(response.status).toBe(200);
    const redirect = ((await response.json()) as { data: { redirect_url: string } }).data.redirect_url;
    expect(redirect.startsWith(`${provider.issuer}/session/end`)).toBe(true);
    expect(new URL(redirect).searchParams.get('post_logout_redirect_uri')).toBe(`${portal}/auth`);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh',
      cookies: { refresh_token: refresh },
    });
    expect(after.statusCode).toBe(401);
  });

  it('a password session gets no provider address', async () => {
    const session = await api.as({});
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api${endpoints.logout.path}`,
      headers: { cookie: session.cookie },
    });
    expect(response.json()).toEqual({ data: { redirect_url: null } });
  });
});
