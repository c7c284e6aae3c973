import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { KeyedCache } from '../../platform/cache/keyed-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AccessCondition } from '../../platform/modules/server-module.ts';
import { companies, countries, structures } from '../organisation/organisation.schema.ts';
import { users } from './users.schema.ts';

/** The channel the triggers of migration 0011 notify on a write to any table GET /me reads. */
export const ME_CHANGES_CHANNEL = 'me_changes';

/** The tables GET /me's own columns read; the modules' access conditions add theirs (`reads`). */
const ME_TABLES: readonly PgTable[] = [users, structures, companies, countries];

/** Every table whose writes must reach the cache: each needs a `notify_me_changes` trigger (a test checks). */
export function meTables(conditions: readonly AccessCondition[]): string[] {
  return [
    ...new Set([...ME_TABLES, ...conditions.flatMap((condition) => condition.reads)].map(getTableName)),
  ];
}

/**
 * GET /me rows kept in process memory by user and login-as administrator: the most frequent request of the
 * product costs no read while nothing it shows changed. Triggers notify every process of any write to the
 * tables it reads (statement-level, so a bulk write is one message), and every process forgets all it kept —
 * coarse, but such writes are rare next to page loads, and nothing can be forgotten to be invalidated.
 */
export class MeCache<Row> {
  private readonly rows = new KeyedCache<string, Row>({ ttlMs: 60_000, maxEntries: 10_000 });
  private listening: Promise<unknown> | undefined;

  constructor(private readonly database: Database) {}

  async get(
    userId: number,
    impersonatorId: number | null,
    load: () => Promise<Row | null>,
  ): Promise<Row | null> {
    const forget = () => this.rows.clear();
    // A lost listening connection may have missed a change: forget on reconnect too.
    this.listening ??= this.database.listen(ME_CHANGES_CHANNEL, forget, forget);
    await this.listening;
    return this.rows.get(`${userId}:${impersonatorId ?? ''}`, load);
  }
}
