import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import {
  OIDC_ERRORS,
  safeReturnPath,
  SSO_SETTING_DEFAULTS,
  type OidcErrorCode,
  type OidcMatchClaim,
  type SsoSettings,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import type { OidcConfig } from '../../platform/modules/server-module.ts';
import type { AuthService, ClientInfo, IssuedTokens } from '../auth/auth.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { users } from '../users/users.schema.ts';
import type { RoleMappingService } from './role-mapping.service.ts';
import { oidcLoginStates } from './sso.schema.ts';

/** The callback's path below the portal's address: the redirect URI registered at the provider. */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** How long a started sign-in waits for the provider's answer. */
const STATE_TTL_SECONDS = 600;

/** A refused sign-in: the code /auth shows the message of, and what the audit line says. */
export class OidcRefusal extends Error {
  constructor(
    readonly code: OidcErrorCode,
    readonly detail: string,
  ) {
    super(OIDC_ERRORS[code]);
  }
}

export interface OidcStarted {
  url: string;
  /** The browser's key of this sign-in: goes into a cookie, only its hash into the database. */
  browserKey: string;
}

export interface OidcSignedIn {
  tokens: Required<IssuedTokens>;
  returnTo: string;
  /** For the provider's sign-out (id_token_hint). */
  idToken: string | undefined;
  userId: number;
}

/**
 * Corporate sign-in through OpenID Connect (docs/modules/sso.md): the authorization code flow with PKCE, state
 * and nonce; the person found by a claim (or created when allowed), their roles from the groups claim, then
 * the portal's own session as after a password.
 */
export class OidcService {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: OidcConfig | undefined,
    private readonly publicUrl: string,
    private readonly auth: AuthService,
    private readonly settings: SettingsService,
    private readonly roleMapping: RoleMappingService,
  ) {}

  get enabled(): boolean {
    return this.config !== undefined;
  }

  get redirectUri(): string {
    return `${this.publicUrl}${OIDC_CALLBACK_PATH}`;
  }

  get configuration(): OidcConfig | undefined {
    return this.config;
  }

  /** The provider's metadata, fetched once per process (a failed fetch is tried again next time). */
  private async provider(): Promise<client.Configuration> {
    if (!this.config) throw new OidcRefusal('disabled', 'OIDC is not configured');
    const config = this.config;
    const found = (this.discovered ??= discover(config));
    found.catch(() => this.discovered === found && (this.discovered = undefined));
    return found;
  }

  async settingsNow(): Promise<SsoSettings> {
    const read = async (key: keyof typeof SSO_SETTING_DEFAULTS) =>
      (await this.settings.get(key)) ?? SSO_SETTING_DEFAULTS[key];
    const matchClaim = await read('sso_match_claim');
    return {
      match_claim: matchClaim === 'preferred_username' ? 'preferred_username' : 'email',
      create_users: (await read('sso_create_users')) === '1',
      groups_claim: await read('sso_groups_claim'),
    };
  }

  async saveSettings(actor: AuthUser, next: SsoSettings): Promise<SsoSettings> {
    await this.db.transaction(async () => {
      const before = await this.settingsNow();
      await this.settings.set('sso_match_claim', next.match_claim);
      await this.settings.set('sso_create_users', next.create_users ? '1' : '0');
      await this.settings.set('sso_groups_claim', next.groups_claim);
      await recordAudit(this.db, {
        actor,
        action: 'sso.settings.change',
        targetType: 'setting',
        targetId: 'sso',
        details: { before, after: next },
      });
    });
    return this.settingsNow();
  }

  /** «Проверить подключение»: fetches the discovery document anew and says what it found, in Russian. */
  async check(): Promise<{ ok: boolean; message: string; issuer: string | null; end_session: boolean }> {
    if (!this.config) return { ok: false, message: OIDC_ERRORS.disabled, issuer: null, end_session: false };
    try {
      const found = await discover(this.config);
      this.discovered = Promise.resolve(found);
      const metadata = found.serverMetadata();
      return {
        ok: true,
        message: `Подключение есть: сервер ${metadata.issuer} ответил, вход по коду с PKCE поддерживается`,
        issuer: metadata.issuer,
        end_session: Boolean(metadata.end_session_endpoint),
      };
    } catch (error) {
      return {
        ok: false,
        message: `Не удалось получить настройки сервера входа (${this.config.issuer}/.well-known/openid-configuration): ${describe(error)}`,
        issuer: null,
        end_session: false,
      };
    }
  }

  /** GET /auth/oidc/start: a state row, and the provider's authorization URL to send the browser to. */
  async start(returnTo: string | undefined): Promise<OidcStarted> {
    const provider = await this.providerOrRefusal();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browserKey = randomBytes(32).toString('base64url');
    // Old rows of abandoned sign-ins go as new ones come: no job needed for a table this small.
    await this.db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, sql`now()`));
    await this.db.insert(oidcLoginStates).values({
      state,
      nonce,
      codeVerifier,
      returnTo: safeReturnPath(returnTo),
      browserKeyHash: hashToken(browserKey),
      expiresAt: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
    });
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: this.redirectUri,
      scope: this.config!.scopes,
      response_type: 'code',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, browserKey };
  }

  /**
   * GET /auth/oidc/callback: checks the answer (state of this browser, not used before, not expired; the code
   * exchanged with the PKCE verifier; the ID token's issuer, audience, nonce and signature), finds or creates
   * the person, applies the groups' roles and opens the portal's session. A refusal is audited and thrown.
   */
  async callback(query: Record<string, string | undefined>, browserKey: string | undefined, who: ClientInfo) {
    try {
      return await this.signIn(query, browserKey, who);
    } catch (error) {
      const refusal =
        error instanceof OidcRefusal ? error : new OidcRefusal(classify(error), describe(error));
      await recordAudit(this.db, {
        actor: null,
        action: 'auth.oidc_refused',
        targetType: 'oidc',
        details: { reason: refusal.code, detail: refusal.detail.slice(0, 500) },
        ip: who.ip,
      });
      throw refusal;
    }
  }

  private async signIn(
    query: Record<string, string | undefined>,
    browserKey: string | undefined,
    who: ClientInfo,
  ): Promise<OidcSignedIn> {
    const provider = await this.providerOrRefusal();
    const stateParam = query.state;
    if (!stateParam) throw new OidcRefusal('state', 'no state in the callback');
    // Taken once: a second callback with the same state (a replay, a reload) finds nothing.
    const [pending] = await this.db
      .delete(oidcLoginStates)
      .where(and(eq(oidcLoginStates.state, stateParam), gt(oidcLoginStates.expiresAt, sql`now()`)))
      .returning();
    if (!pending) throw new OidcRefusal('state', 'unknown, used or expired state');
    if (!browserKey || hashToken(browserKey) !== pending.browserKeyHash)
      throw new OidcRefusal('state', 'the state was started in another browser');
    if (query.error)
      throw new OidcRefusal('provider', `${query.error}: ${query.error_description ?? ''}`.trim());

    const current = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) current.searchParams.set(key, value);
    const tokens = await client.authorizationCodeGrant(provider, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcRefusal('token', 'no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (provider.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims };
    }
    const settings = await this.settingsNow();
    const groups = groupsOf(claims[settings.groups_claim]);
    const signedIn = await this.db.transaction(async () => {
      const userId = await this.findOrCreate(claims, settings);
      const roles = await this.roleMapping.applyGroups(userId, 'oidc', groups);
      const issued = await this.auth.issueTokenForVerifiedUser(userId, who).catch(() => {
        throw new OidcRefusal('dismissed', `user ${userId} is dismissed`);
      });
      await recordAudit(this.db, {
        actor: { id: userId, impersonatorUserId: null },
        action: 'auth.oidc_sign_in',
        targetType: 'user',
        targetId: userId,
        details: { subject: idClaims.sub, issuer: idClaims.iss, groups, ...roles },
        ip: who.ip,
      });
      return { userId, issued };
    });
    return {
      tokens: signedIn.issued,
      returnTo: pending.returnTo,
      idToken: tokens.id_token,
      userId: signedIn.userId,
    };
  }

  private async providerOrRefusal(): Promise<client.Configuration> {
    try {
      return await this.provider();
    } catch (error) {
      if (error instanceof OidcRefusal) throw error;
      throw new OidcRefusal('unavailable', describe(error));
    }
  }

  /** The person with the claim's e-mail or login; a new one when the setting allows; refused otherwise. */
  private async findOrCreate(claims: Record<string, unknown>, settings: SsoSettings): Promise<number> {
    const value = stringClaim(claims[settings.match_claim]);
    if (!value) throw new OidcRefusal('no_claim', `no ${settings.match_claim} claim`);
    const column = settings.match_claim === 'email' ? users.email : users.login;
    const [found] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${column})`, value.toLowerCase()))
      .orderBy(sql`${users.fireDate} is not null`, asc(users.id))
      .limit(1);
    if (found) return found.id;
    if (!settings.create_users)
      throw new OidcRefusal('no_user', `no user with ${settings.match_claim} ${value}`);
    return this.create(claims, settings.match_claim, value);
  }

  private async create(claims: Record<string, unknown>, matchClaim: OidcMatchClaim, value: string) {
    const email = stringClaim(claims.email) ?? (matchClaim === 'email' ? value : '');
    const base =
      stringClaim(claims.preferred_username) ?? (email.includes('@') ? email.split('@')[0]! : value);
    const login = await this.freeLogin(base.toLowerCase());
    const name = stringClaim(claims.given_name) ?? stringClaim(claims.name) ?? login;
    const [created] = await this.db
      .insert(users)
      .values({
        login,
        email,
        name,
        lastName: stringClaim(claims.family_name) ?? '',
        patronymic: stringClaim(claims.middle_name) ?? null,
      })
      .returning({ id: users.id });
    await recordAudit(this.db, {
      actor: null,
      action: 'auth.oidc_user_created',
      targetType: 'user',
      targetId: created!.id,
      details: { login, email },
    });
    return created!.id;
  }

  private async freeLogin(base: string): Promise<string> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const login = attempt === 0 ? base : `${base}${attempt + 1}`;
      const [taken] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.login})`, login))
        .limit(1);
      if (!taken) return login;
    }
    return `${base}-${randomBytes(4).toString('hex')}`;
  }

  /**
   * Where the browser goes after the portal's sign-out: the provider's end_session_endpoint when it has one
   * (with the ID token as the hint, and back to /auth), else null.
   */
  async endSessionUrl(idToken: string | undefined): Promise<string | null> {
    if (!this.config) return null;
    try {
      const provider = await this.provider();
      if (!provider.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: `${this.publicUrl}/auth`,
        client_id: this.config.clientId,
      };
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(provider, parameters).href;
    } catch {
      return null;
    }
  }

  /** Ends the portal's session (the provider's is the caller's redirect). */
  async logout(refreshToken: string | undefined, originToken: string | undefined): Promise<void> {
    await this.auth.logout(refreshToken, originToken);
  }
}

async function discover(config: OidcConfig): Promise<client.Configuration> {
  const issuer = new URL(config.issuer);
  return client.discovery(
    issuer,
    config.clientId,
    config.clientSecret,
    client.ClientSecretPost(config.clientSecret),
    // A provider inside the company's network often answers over plain http (and the tests' one does).
    issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The groups claim: an array of names (Keycloak, Entra ID), or one name, or names separated by commas. */
export function groupsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return (
    list
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter(Boolean)
      // Keycloak's group paths ("/Отдел/Бухгалтерия") map by their full path as written in the mapping.
      .slice(0, 1000)
  );
}

/** Which refusal an error of the code exchange or the token checks is. */
function classify(error: unknown): OidcErrorCode {
  if (error instanceof client.AuthorizationResponseError) return 'provider';
  if (error instanceof client.ResponseBodyError) return error.error === 'invalid_grant' ? 'code' : 'provider';
  if (error instanceof client.ClientError) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_HTTP_REQUEST_FORBIDDEN')
      return 'unavailable';
    return 'token';
  }
  if (error instanceof TypeError) return 'unavailable';
  return 'token';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string }).code;
    const cause = error.cause instanceof Error ? `; ${error.cause.message}` : '';
    return `${code ? `${code}: ` : ''}${error.message}${cause}`;
  }
  return String(error);
}
