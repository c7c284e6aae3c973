import { asc, eq, sql } from 'drizzle-orm';
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
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return row?.value;
  }

  /** A setting every installation has: its stored value, or the default while none is stored. */
  async value(key: keyof typeof DEFAULT_SETTINGS): Promise<string> {
    return (await this.get(key)) ?? DEFAULT_SETTINGS[key];
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
