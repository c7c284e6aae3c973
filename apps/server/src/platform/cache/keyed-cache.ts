export interface KeyedCacheOptions {
  /**
   * The longest an entry is served without a read. Changes arrive by NOTIFY within milliseconds; this bounds
   * what a lost notification or a change made behind the services' back can cost.
   */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
}

/**
 * Values read from the database, kept in process memory by key and forgotten when their owner hears of a change
 * (NOTIFY). A read that started before a change does not store what it read: it may be the old value.
 * The owner LISTENs and calls `evict`/`clear`; this class only keeps, ages and bounds (SessionCache, GET /me).
 */
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();
  /** Bumped by every change. */
  private generation = 0;
  /** Reads under way by key; a change forgets them, so a call after it never joins a read from before. */
  private readonly loading = new Map<K, Promise<V | null>>();

  constructor(
    private readonly options: KeyedCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value kept for `key`, or what `load` reads (kept unless a change came meanwhile, or it is null).
   * `live` may refuse a kept value before its time to live ends (a session that expired).
   */
  async get(
    key: K,
    load: () => Promise<V | null>,
    live?: (value: V, now: number) => boolean,
  ): Promise<V | null> {
    const found = this.entries.get(key);
    const now = this.now();
    if (found && now - found.storedAt < this.options.ttlMs && (!live || live(found.value, now)))
      return found.value;
    if (found) this.entries.delete(key);
    // Calls that miss together share one read: a page's first requests after a sign-in all need the session.
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = (async () => {
      const value = await load();
      if (value !== null && generation === this.generation) {
        if (this.entries.size >= this.options.maxEntries)
          this.entries.delete(this.entries.keys().next().value as K);
        this.entries.set(key, { value, storedAt: this.now() });
      }
      return value;
    })();
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  /** Forgets the entries of these keys, and those whose value `matches`. */
  evict(keys: Iterable<K>, matches?: (value: V) => boolean): void {
    this.generation += 1;
    this.loading.clear();
    for (const key of keys) this.entries.delete(key);
    if (matches) for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
  }
}
