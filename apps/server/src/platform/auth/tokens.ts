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
    try {
      // A token without an expiry would be valid for ever: exp (and sub, iat) must be there.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
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
