import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { CachedSession, SessionCache } from '../../platform/auth/session-cache.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newRefreshToken, type TokenService } from '../../platform/auth/tokens.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { conflict, unauthorized } from '../../platform/http/app-error.ts';
import { DEFAULT_SETTINGS, WRONG_CREDENTIALS_MESSAGE } from '@intranet/contracts';
import type { SettingsService } from '../settings/settings.service.ts';
import { permissionNamesOf } from '../permissions/permissions.service.ts';
import { fullName, roleNamesOf, type UsersService } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { loginAs } from './auth.policy.ts';
import { sessionTokens, sessions } from './auth.schema.ts';

/** How often a session's last request is written: the idle timeout is that precise, and costs a write that often. */
export const LAST_SEEN_WRITE_MS = 5 * 60_000;
/**
 * A used refresh token presented again within this time is a second tab refreshing at the same moment, not a
 * thief: it gets a token of its own. Later, the reuse revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
const SESSION_EXPIRED = 'Сессия истекла, войдите снова';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  /** Set when the browser's refresh cookie must change. */
  refreshToken?: string;
  /** Seconds the refresh cookie lives: the session's remaining life. */
  refreshMaxAge?: number;
}

export interface AuthOptions {
  /** How long a login-as session lives at most (config LOGIN_AS_TTL_MINUTES). */
  loginAsTtlMinutes: number;
}

function isFired(fireDate: string | null, now: Date): boolean {
  return fireDate !== null && fireDate < now.toISOString().slice(0, 10);
}

type SessionRow = typeof sessions.$inferSelect;
/**
 * True unless the session is a login-as whose administrator's session has ended: a login-as lives only
 * while the session it was opened from does. (A subquery, not a self-join: the driver's rows are keyed by
 * column name, and two `expires_at` would collide.)
 */
const originLive = sql<boolean>`(${sessions.impersonatorSessionId} is null or exists (
  select 1 from ${sessions} as origin where origin.id = ${sessions.impersonatorSessionId}
    and origin.revoked_at is null and origin.expires_at > now()))`;

function isLive(session: Pick<SessionRow, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt > now;
}

function secondsLeft(session: Pick<SessionRow, 'expiresAt'>, now: Date): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * Checks a password in another system (the directory, docs/modules/directory.md) for the accounts it owns. The
 * module that owns the system registers it with `AuthService.usePasswordVerifier`.
 */
export interface PasswordVerifier {
  /**
   * `undefined`: not this verifier's account, the local password hash decides; `null`: refused; a user id: the
   * password is proven for that user. Throws an AppError when the system cannot answer (a clear message, fast).
   */
  verify(
    login: string,
    password: string,
    user: { id: number; externalId: string | null } | null,
  ): Promise<number | null | undefined>;
}

export class AuthService {
  private readonly verifiers: PasswordVerifier[] = [];

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly sessionCache: SessionCache,
    private readonly options: AuthOptions = { loginAsTtlMinutes: 60 },
    /** The session limits (session_idle_hours, session_max_days); absent in scripts: the defaults. */
    private readonly settings?: SettingsService,
  ) {}

  private async sessionLimitMs(key: 'session_idle_hours' | 'session_max_days'): Promise<number> {
    const value = Number((await this.settings?.value(key)) ?? DEFAULT_SETTINGS[key]);
    const units = Number.isInteger(value) && value > 0 ? value : Number(DEFAULT_SETTINGS[key]);
    return units * (key === 'session_idle_hours' ? 3_600_000 : 86_400_000);
  }

  /** True when the session went unused longer than the idle timeout. */
  private async isIdle(lastSeenAt: number, now: number): Promise<boolean> {
    return now - lastSeenAt > (await this.sessionLimitMs('session_idle_hours'));
  }

  /** POST /auth/token/issue. Wrong login, wrong password and a dismissed employee all get one message. */
  async issueToken(login: string, password: string, client: ClientInfo): Promise<Required<IssuedTokens>> {
    const user = await this.users.findByLogin(login);
    for (const verifier of this.verifiers) {
      const verdict = await verifier.verify(
        login,
        password,
        user && { id: user.id, externalId: user.externalId },
      );
      if (verdict === undefined) continue;
      if (verdict === null) throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
      return this.issueTokenForVerifiedUser(verdict, client);
    }
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !passwordOk || isFired(user.fireDate, new Date()))
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
    // A hash of an older, cheaper cost is made again while the password is at hand.
    if (user.passwordHash && needsRehash(user.passwordHash))
      await this.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
    return this.openSession(
      user.id,
      client,
      new Date(Date.now() + (await this.sessionLimitMs('session_max_days'))),
    );
  }

  /** Another system checks the passwords of its accounts (the directory); the local hash checks the rest. */
  usePasswordVerifier(verifier: PasswordVerifier): void {
    this.verifiers.push(verifier);
  }

  /**
   * Ends every live session of these people (and the login-as sessions opened from them) at once: a person the
   * directory disabled or removed does not stay signed in.
   */
  async revokeUserSessions(userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const now = new Date();
    const live = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
    for (const session of live) await this.revoke(session.id, now);
    return live.length;
  }

  /**
   * A session for a person whose identity another party has already proven (corporate single sign-on): the same
   * session, refresh rotation and limits as a password sign-in. A dismissed employee gets none.
   */
  async issueTokenForVerifiedUser(userId: number, client: ClientInfo): Promise<Required<IssuedTokens>> {
    const [user] = await this.db.select({ fireDate: users.fireDate }).from(users).where(eq(users.id, userId));
    if (!user || isFired(user.fireDate, new Date())) throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
    return this.openSession(
      userId,
      client,
      new Date(Date.now() + (await this.sessionLimitMs('session_max_days'))),
    );
  }

  private async openSession(
    userId: number,
    client: ClientInfo,
    expiresAt: Date,
    impersonator?: { sessionId: string; userId: number },
  ): Promise<Required<IssuedTokens>> {
    const [session] = await this.db
      .insert(sessions)
      .values({
        userId,
        impersonatorSessionId: impersonator?.sessionId,
        impersonatorUserId: impersonator?.userId,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500),
        expiresAt,
      })
      .returning();
    const refreshToken = await this.nextRefreshToken(session!.id);
    const access = await this.tokens.signAccessToken({ userId, sessionId: session!.id });
    return {
      accessToken: access.token,
      expiresIn: access.expiresIn,
      refreshToken,
      refreshMaxAge: secondsLeft(session!, new Date()),
    };
  }

  private async nextRefreshToken(sessionId: string): Promise<string> {
    const token = newRefreshToken();
    await this.db.insert(sessionTokens).values({ tokenHash: hashToken(token), sessionId });
    return token;
  }

  /** The session a refresh token belongs to (live or not), with the token's own row. */
  private async findByRefreshToken(refreshToken: string | undefined) {
    if (!refreshToken) return null;
    const [row] = await this.db
      .select({ session: sessions, token: sessionTokens, originLive })
      .from(sessionTokens)
      .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
      .where(eq(sessionTokens.tokenHash, hashToken(refreshToken)))
      .limit(1);
    return row ?? null;
  }

  /**
   * POST /auth/token/refresh: rotates the cookie's refresh token (the old one is spent) and signs a new
   * access token. A spent token seen again after the grace period revokes the whole session: either the
   * thief or the owner used it first, and neither may go on.
   */
  async refresh(refreshToken: string | undefined, client: ClientInfo): Promise<Required<IssuedTokens>> {
    const outcome = await this.db.transaction(async () => {
      const now = new Date();
      const found = await this.findByRefreshToken(refreshToken);
      if (!found || !isLive(found.session, now)) return { kind: 'expired' as const };
      if (!found.originLive) return { kind: 'expired' as const };
      // A refresh is not use: an idle tab's timer refreshes too. The requests made with the session are.
      if (await this.isIdle(found.session.lastSeenAt.getTime(), now.getTime()))
        return { kind: 'expired' as const };
      const [spent] = await this.db
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(and(eq(sessionTokens.tokenHash, found.token.tokenHash), isNull(sessionTokens.usedAt)))
        .returning({ usedAt: sessionTokens.usedAt });
      if (!spent) {
        const [again] = await this.db
          .select({ usedAt: sessionTokens.usedAt })
          .from(sessionTokens)
          .where(eq(sessionTokens.tokenHash, found.token.tokenHash));
        const usedAt = again?.usedAt ?? found.token.usedAt;
        if (!usedAt || now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS)
          return { kind: 'reused' as const, session: found.session };
      }
      const user = await this.users.findById(found.session.userId);
      if (!user || isFired(user.fireDate, now)) return { kind: 'expired' as const };
      const next = await this.nextRefreshToken(found.session.id);
      const access = await this.tokens.signAccessToken({
        userId: found.session.userId,
        sessionId: found.session.id,
      });
      return {
        kind: 'ok' as const,
        tokens: {
          accessToken: access.token,
          expiresIn: access.expiresIn,
          refreshToken: next,
          refreshMaxAge: secondsLeft(found.session, now),
        },
      };
    });
    if (outcome.kind === 'ok') return outcome.tokens;
    if (outcome.kind === 'reused') await this.revokeForReuse(outcome.session, client);
    throw unauthorized(SESSION_EXPIRED);
  }

  /** A stolen refresh token: the session and any login-as opened from it end now; the audit says why. */
  private async revokeForReuse(session: SessionRow, client: ClientInfo): Promise<void> {
    await this.db.transaction(async () => {
      const now = new Date();
      await this.revoke(session.id, now);
      await recordAudit(this.db, {
        actor: { id: session.userId, impersonatorUserId: session.impersonatorUserId },
        action: 'auth.refresh_reuse',
        targetType: 'session',
        targetId: session.id,
        ip: client.ip,
      });
    });
  }

  /** POST /auth/logout: revokes the cookie's session (and the admin's own one behind a login-as). */
  async logout(refreshToken: string | undefined, originRefreshToken: string | undefined): Promise<void> {
    const now = new Date();
    for (const token of [refreshToken, originRefreshToken]) {
      const found = await this.findByRefreshToken(token);
      if (found && isLive(found.session, now)) await this.revoke(found.session.id, now);
    }
  }

  /**
   * Ends a session and every login-as opened from it, here and in the session cache of every process (its
   * access tokens stop working at once, not when they expire).
   */
  private async revoke(sessionId: string, now: Date): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          or(eq(sessions.id, sessionId), eq(sessions.impersonatorSessionId, sessionId)),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    await this.sessionCache.invalidate(this.db, { sessions: [sessionId, ...ended.map((row) => row.id)] });
  }

  /**
   * Resolves a bearer token to the user of a live session; used by the route guard on every call. Served from
   * the session cache; a miss is one query (the session, its user, roles and permissions). A login-as session
   * lives only while the administrator's own session does.
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const claims = await this.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const session = await this.sessionCache.get(claims.sessionId, () => this.readSession(claims.sessionId));
    const now = new Date();
    if (!session || session.userId !== claims.userId || isFired(session.fireDate, now)) return null;
    if (await this.isIdle(session.lastSeenAt, now.getTime())) return null;
    if (now.getTime() - session.lastSeenAt > LAST_SEEN_WRITE_MS) {
      session.lastSeenAt = now.getTime();
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sessionId));
    }
    return {
      id: session.userId,
      login: session.login,
      fullName: session.fullName,
      roles: session.roles,
      permissions: session.permissions,
      sessionId: claims.sessionId,
      impersonatorUserId: session.impersonatorUserId,
    };
  }

  private async readSession(sessionId: string): Promise<CachedSession | null> {
    const [row] = await this.db
      .select({
        userId: users.id,
        login: users.login,
        name: users.name,
        lastName: users.lastName,
        patronymic: users.patronymic,
        fireDate: users.fireDate,
        impersonatorUserId: sessions.impersonatorUserId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        roles: roleNamesOf(users.id),
        permissions: permissionNamesOf(users.id),
        originLive,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row || !row.originLive) return null;
    return {
      userId: row.userId,
      login: row.login,
      fullName: fullName(row),
      roles: row.roles,
      permissions: row.permissions,
      impersonatorUserId: row.impersonatorUserId,
      fireDate: row.fireDate,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
    };
  }

  /**
   * POST /auth/login-as/{id}: an admin opens a session as another user, short (LOGIN_AS_TTL_MINUTES) and
   * never longer than the admin's own; audited with who and whom.
   */
  async loginAs(actor: AuthUser, targetId: number, client: ClientInfo): Promise<Required<IssuedTokens>> {
    if (actor.impersonatorUserId !== null) throw conflict('Сначала вернитесь в свою учетную запись');
    authorize(actor, loginAs, { id: targetId, roles: [] });
    const target = await this.users.getById(targetId);
    const held = await this.users.roleNames(target.id);
    authorize(actor, loginAs, { id: target.id, roles: held });
    if (isFired(target.fireDate, new Date()))
      throw conflict('Сотрудник уволен, вход от его имени невозможен');
    return this.db.transaction(async () => {
      const [own] = await this.db.select().from(sessions).where(eq(sessions.id, actor.sessionId));
      const short = new Date(Date.now() + this.options.loginAsTtlMinutes * 60_000);
      const expiresAt = own && own.expiresAt < short ? own.expiresAt : short;
      const issued = await this.openSession(target.id, client, expiresAt, {
        sessionId: actor.sessionId,
        userId: actor.id,
      });
      await recordAudit(this.db, {
        actor,
        action: 'auth.login_as',
        targetType: 'user',
        targetId: target.id,
        details: { actor_login: actor.login, target_login: target.login },
        ip: client.ip,
      });
      return issued;
    });
  }

  /**
   * POST /auth/login-as/return: closes the login-as session and gives the admin's own session back with a
   * fresh refresh token. The admin's token waits in a separate httpOnly cookie while the login-as lasts.
   */
  async returnFromLoginAs(
    actor: AuthUser,
    originRefreshToken: string | undefined,
    client: ClientInfo,
  ): Promise<Required<IssuedTokens>> {
    if (actor.impersonatorUserId === null) throw conflict('Вы вошли под своей учетной записью');
    const now = new Date();
    const [current] = await this.db.select().from(sessions).where(eq(sessions.id, actor.sessionId)).limit(1);
    const found = await this.findByRefreshToken(originRefreshToken);
    if (
      !current?.impersonatorSessionId ||
      !found ||
      found.session.id !== current.impersonatorSessionId ||
      !isLive(found.session, now) ||
      found.token.usedAt !== null
    ) {
      throw unauthorized('Сессия администратора истекла, войдите снова');
    }
    const adminSession = found.session;
    return this.db.transaction(async () => {
      await this.revoke(actor.sessionId, now);
      await this.db
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(eq(sessionTokens.tokenHash, found.token.tokenHash));
      await recordAudit(this.db, {
        actor: { id: adminSession.userId, impersonatorUserId: null },
        action: 'auth.login_as_return',
        targetType: 'user',
        targetId: actor.id,
        ip: client.ip,
      });
      const refreshToken = await this.nextRefreshToken(adminSession.id);
      const access = await this.tokens.signAccessToken({
        userId: adminSession.userId,
        sessionId: adminSession.id,
      });
      return {
        accessToken: access.token,
        expiresIn: access.expiresIn,
        refreshToken,
        refreshMaxAge: secondsLeft(adminSession, now),
      };
    });
  }
}
