import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newRefreshToken, type TokenService } from '../../platform/auth/tokens.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { conflict, forbidden, unauthorized } from '../../platform/http/app-error.ts';
import { WRONG_CREDENTIALS_MESSAGE } from '@intranet/contracts';
import { fullName, type UsersService } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { canLoginAs } from './auth.policy.ts';
import { sessions } from './auth.schema.ts';

export const SESSION_TTL_DAYS = 30;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  /** Set when the browser's refresh cookie must change. */
  refreshToken?: string;
}

function isFired(fireDate: string | null, now: Date): boolean {
  return fireDate !== null && fireDate < now.toISOString().slice(0, 10);
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {}

  /** POST /auth/token/issue. Wrong login, wrong password and a dismissed employee all get one message. */
  async issueToken(login: string, password: string, client: ClientInfo): Promise<IssuedTokens> {
    const user = await this.users.findByLogin(login);
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !passwordOk || isFired(user.fireDate, new Date()))
      throw unauthorized(WRONG_CREDENTIALS_MESSAGE);
    return this.openSession(this.db, user.id, client);
  }

  private async openSession(
    db: Db,
    userId: number,
    client: ClientInfo,
    impersonator?: { sessionId: string; userId: number },
  ): Promise<Required<IssuedTokens>> {
    const refreshToken = newRefreshToken();
    const [session] = await db
      .insert(sessions)
      .values({
        userId,
        refreshTokenHash: hashToken(refreshToken),
        impersonatorSessionId: impersonator?.sessionId,
        impersonatorUserId: impersonator?.userId,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500),
        expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
      })
      .returning({ id: sessions.id });
    const access = await this.tokens.signAccessToken({ userId, sessionId: session!.id });
    return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken };
  }

  private async findLiveSessionByToken(refreshToken: string | undefined) {
    if (!refreshToken) return null;
    const [session] = await this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.refreshTokenHash, hashToken(refreshToken)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return session ?? null;
  }

  /** POST /auth/token/refresh: a new access token for the cookie's live session. */
  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    const session = await this.findLiveSessionByToken(refreshToken);
    if (!session) throw unauthorized('Сессия истекла, войдите снова');
    const user = await this.users.findById(session.userId);
    if (!user || isFired(user.fireDate, new Date())) throw unauthorized('Сессия истекла, войдите снова');
    const access = await this.tokens.signAccessToken({ userId: session.userId, sessionId: session.id });
    return { accessToken: access.token, expiresIn: access.expiresIn };
  }

  /** POST /auth/logout: revokes the cookie's session (and the admin's own one behind a login-as). */
  async logout(refreshToken: string | undefined, originRefreshToken: string | undefined): Promise<void> {
    for (const token of [refreshToken, originRefreshToken]) {
      const session = await this.findLiveSessionByToken(token);
      if (session)
        await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    }
  }

  /** Resolves a bearer token to the user of a live session; used by the route guard on every call. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const claims = await this.tokens.verifyAccessToken(token);
    if (!claims) return null;
    const [row] = await this.db
      .select({
        id: users.id,
        login: users.login,
        name: users.name,
        lastName: users.lastName,
        patronymic: users.patronymic,
        fireDate: users.fireDate,
        impersonatorUserId: sessions.impersonatorUserId,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row || isFired(row.fireDate, new Date())) return null;
    return {
      id: row.id,
      login: row.login,
      fullName: fullName(row),
      roles: await this.users.findRoleNames(row.id),
      sessionId: claims.sessionId,
      impersonatorUserId: row.impersonatorUserId,
    };
  }

  /** POST /auth/login-as/{id}: an admin opens a session as another user; audited with who and whom. */
  async loginAs(actor: AuthUser, targetId: number, client: ClientInfo): Promise<Required<IssuedTokens>> {
    if (actor.impersonatorUserId !== null) throw conflict('Сначала вернитесь в свою учетную запись');
    if (!canLoginAs(actor, targetId)) throw forbidden();
    const target = await this.users.getById(targetId);
    if (isFired(target.fireDate, new Date()))
      throw conflict('Сотрудник уволен, вход от его имени невозможен');
    return this.db.transaction(async (tx) => {
      const issued = await this.openSession(tx, target.id, client, {
        sessionId: actor.sessionId,
        userId: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
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
   * POST /auth/login-as/return: closes the login-as session and gives the admin's own session back.
   * The admin's refresh token waits in a separate httpOnly cookie while the login-as lasts.
   */
  async returnFromLoginAs(actor: AuthUser, originRefreshToken: string | undefined, client: ClientInfo) {
    if (actor.impersonatorUserId === null) throw conflict('Вы вошли под своей учетной записью');
    const [current] = await this.db.select().from(sessions).where(eq(sessions.id, actor.sessionId)).limit(1);
    const originId = current?.impersonatorSessionId;
    const origin = await this.findLiveSessionByToken(originRefreshToken);
    if (!originId || !origin || origin.id !== originId) {
      throw unauthorized('Сессия администратора истекла, войдите снова');
    }
    return this.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, actor.sessionId));
      await recordAudit(tx, {
        actorId: origin.userId,
        action: 'auth.login_as_return',
        targetType: 'user',
        targetId: actor.id,
        ip: client.ip,
      });
      const access = await this.tokens.signAccessToken({ userId: origin.userId, sessionId: origin.id });
      return { accessToken: access.token, expiresIn: access.expiresIn };
    });
  }
}
