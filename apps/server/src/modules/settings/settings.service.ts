import { asc, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Setting } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { settings } from './settings.schema.ts';

export class SettingsService {
  constructor(private readonly db: Db) {}

  async list(): Promise<Setting[]> {
    return this.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .orderBy(asc(settings.key));
  }

  async get(key: string): Promise<string | undefined> {
    const all = await this.list();
    return all.find((setting) => setting.key === key)?.value;
  }

  /** Upserts one value; pass a transaction to write it together with other rows. */
  async set(key: string, value: string, db: Db = this.db): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }

  /** Adds the defaults an installation lacks; values an administrator changed are kept. */
  async ensureDefaults(): Promise<void> {
    const rows = Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value }));
    await this.db.insert(settings).values(rows).onConflictDoNothing();
  }
}
