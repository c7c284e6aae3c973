import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@intranet/contracts';
import { TokenService } from './tokens.ts';

describe('TokenService', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps answering a remembered token only until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256!!');
    const { token } = await tokens.signAccessToken({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verifyAccessToken(token)).toEqual({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verifyAccessToken(token)).toEqual({ userId: 7, sessionId: 's-1' });
    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token signed with another key, even after the genuine one was remembered', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256!!');
    const forger = new TokenService('another-secret-that-is-long-enough-too!!');
    const genuine = await tokens.signAccessToken({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verifyAccessToken(genuine.token)).not.toBeNull();
    const forged = await forger.signAccessToken({ userId: 7, sessionId: 's-1' });
    expect(await tokens.verifyAccessToken(forged.token)).toBeNull();
    expect(await tokens.verifyAccessToken(`${genuine.token}x`)).toBeNull();
  });
});
