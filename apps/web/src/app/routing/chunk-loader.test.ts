import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-loader.ts';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('turns a failed import into ChunkLoadError', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
