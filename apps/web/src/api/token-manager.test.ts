import { TOKEN_REFRESH_MARGIN_SECONDS } from '@intranet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTokenManager, REFRESH_MARGIN_SECONDS } from './token-manager.ts';

function token(name: string, expiresIn = 900) {
  return { access_token: name, token_type: 'Bearer' as const, expires_in: expiresIn };
}

describe('token manager', () => {
  it('uses the margin of the contracts', () => {
    expect(REFRESH_MARGIN_SECONDS).toBe(TOKEN_REFRESH_MARGIN_SECONDS);
  });

  it('keeps the token while more than 60 s remain', async () => {
    let now = 0;
    const refresh = vi.fn(() => Promise.resolve(token('fresh')));
    const tokens = createTokenManager({ refresh, now: () => now });
    tokens.set(token('first', 900));
    now = (900 - 61) * 1000;
    await expect(tokens.getValidToken()).resolves.toBe('first');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes before the call when under 60 s remain', async () => {
    let now = 0;
    const refresh = vi.fn(() => Promise.resolve(token('fresh')));
    const tokens = createTokenManager({ refresh, now: () => now });
    tokens.set(token('first', 900));
    now = (900 - 59) * 1000;
    await expect(tokens.getValidToken()).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
    // The fresh token is good for another 900 s.
    await expect(tokens.getValidToken()).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent callers', async () => {
    let resolveRefresh: (value: ReturnType<typeof token>) => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<ReturnType<typeof token>>((resolve) => {
          resolveRefresh = resolve;
        }),
    );
    const tokens = createTokenManager({ refresh });
    const calls = [tokens.getValidToken(), tokens.getValidToken(), tokens.refreshNow()];
    resolveRefresh(token('shared'));
    await expect(Promise.all(calls)).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh after a failed one', async () => {
    const refresh = vi
      .fn<() => Promise<ReturnType<typeof token>>>()
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValueOnce(token('second'));
    const tokens = createTokenManager({ refresh });
    await expect(tokens.getValidToken()).rejects.toThrow('401');
    await expect(tokens.getValidToken()).resolves.toBe('second');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not restore a session cleared while a refresh was in flight', async () => {
    let resolveRefresh: (value: ReturnType<typeof token>) => void = () => undefined;
    const tokens = createTokenManager({
      refresh: () =>
        new Promise((resolve) => {
          resolveRefresh = resolve;
        }),
    });
    const pending = tokens.getValidToken();
    tokens.clear();
    resolveRefresh(token('late'));
    await expect(pending).rejects.toThrow();
    expect(tokens.peek()).toBeNull();
  });
});
