import { describe, expect, it } from 'vitest';
import { KeyedCache } from './keyed-cache.ts';

/** A read that answers when told to, counting how often it was started. */
function deferredRead(value: string | null) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = { started: 0, release, load: async () => (read.started++, await gate, value) };
  return read;
}

describe('KeyedCache', () => {
  it('keeps a read value for its time to live, then reads again', async () => {
    let now = 0;
    const cache = new KeyedCache<string, string>({ ttlMs: 1000, maxEntries: 10 }, () => now);
    let reads = 0;
    const load = async () => `value ${++reads}`;
    expect(await cache.get('a', load)).toBe('value 1');
    now = 999;
    expect(await cache.get('a', load)).toBe('value 1');
    now = 1000;
    expect(await cache.get('a', load)).toBe('value 2');
  });

  it('calls that miss together share one read', async () => {
    const cache = new KeyedCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    const read = deferredRead('shared');
    const calls = [cache.get('a', read.load), cache.get('a', read.load), cache.get('a', read.load)];
    read.release();
    expect(await Promise.all(calls)).toEqual(['shared', 'shared', 'shared']);
    expect(read.started).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('a call after a change does not join a read from before it, and that read is not kept', async () => {
    const cache = new KeyedCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    const before = deferredRead('old');
    const early = cache.get('a', before.load);
    cache.evict(['a']);
    const after = deferredRead('new');
    const late = cache.get('a', after.load);
    before.release();
    after.release();
    expect([await early, await late]).toEqual(['old', 'new']);
    expect([before.started, after.started]).toEqual([1, 1]);
    expect(await cache.get('a', async () => 'never read')).toBe('new');
  });

  it('a read that fails is shared by its waiters and not kept; the next call reads again', async () => {
    const cache = new KeyedCache<string, string>({ ttlMs: 1000, maxEntries: 10 });
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('нет связи');
    };
    const results = await Promise.allSettled([cache.get('a', failing), cache.get('a', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
  });

  it('keeps at most maxEntries, dropping the oldest; null is never kept', async () => {
    const cache = new KeyedCache<string, string | null>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    await cache.get('n', async () => null);
    expect(await cache.get('n', async () => 'now')).toBe('now');
  });
});
