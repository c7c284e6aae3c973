import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@intranet/contracts';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Signs and checks the short-lived access tokens (HS256, 15 minutes). */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their expiry: a token comes back with every request of its 15 minutes, and
   * its signature need not be checked again each time. Bounded; the oldest go first.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  private static readonly VERIFIED_MAX = 10_000;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccessToken(claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
    // One clock reading for both claims, so exp - iat is exactly the TTL.
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
    return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** Resolves to the claims, or null for a token that is malformed, forged or expired. */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) this.verified.delete(token);
    try {
      // A token without an expiry would be valid for ever: exp (and sub, iat) must be there.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      const claims = { userId, sessionId: payload.sid };
      if (this.verified.size >= TokenService.VERIFIED_MAX)
        this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
