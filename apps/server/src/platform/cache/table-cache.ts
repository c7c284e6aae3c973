import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { KeyedCache, type KeyedCacheOptions } from './keyed-cache.ts';

/** The channel on which the `notify_table_changes` triggers (migration 0040) name the table a statement wrote. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

const DEFAULTS: KeyedCacheOptions = { ttlMs: 60_000, maxEntries: 100 };

/**
 * Values computed from a few rarely written tables (the projects list every TimeSheet grid loads), kept in
 * process memory by key and forgotten, in every process, on any write to one of those tables. Each table needs
 * a `notify_table_changes` trigger (statement-level, so no service has to remember to notify); the cache's
 * test checks that every table it names has one.
 */
export class TableCache<K, V> {
  /** Every table some cache of this process depends on (the triggers' test reads it once the app is built). */
  static readonly tablesInUse = new Set<string>();
  private readonly entries: KeyedCache<K, V>;
  private readonly tables: ReadonlySet<string>;
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly database: Database,
    tables: readonly PgTable[],
    options: Partial<KeyedCacheOptions> = {},
  ) {
    this.tables = new Set(tables.map(getTableName));
    for (const table of this.tables) TableCache.tablesInUse.add(table);
    this.entries = new KeyedCache({ ...DEFAULTS, ...options });
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const forget = () => this.entries.clear();
    // A lost listening connection may have missed a change: forget on reconnect too.
    this.listening ??= this.database.listen(
      TABLE_CHANGES_CHANNEL,
      (table) => {
        if (this.tables.has(table)) forget();
      },
      forget,
    );
    await this.listening;
    return (await this.entries.get(key, load)) as V;
  }
}
