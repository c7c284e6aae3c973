import { asc, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql.ts';
import type { Tag } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { tags } from './social.schema.ts';

/** Tags shared by posts (and events later): one row per name, whatever its case. */
export class TagsService {
  constructor(private readonly db: Db) {}

  /** The tags of these names, created when missing; the first spelling of a name is kept. */
  async ensure(names: readonly string[]): Promise<Tag[]> {
    const byKey = new Map<string, string>();
    for (const name of names.map((item) => item.trim()).filter(Boolean))
      if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
    const unique = [...byKey.values()];
    if (unique.length === 0) return [];
    await this.db
      .insert(tags)
      .values(unique.map((name) => ({ name })))
      .onConflictDoNothing();
    return this.db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(
        inArray(
          sql`lower(${tags.name})`,
          unique.map((name) => name.toLowerCase()),
        ),
      );
  }

  async list(): Promise<Tag[]> {
    return this.db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .orderBy(asc(sql`${tags.name} collate "ru_ru"`));
  }

  /** GET /search/tags: tags whose name starts with `prefix` (any case), shortest first, at most `limit`. */
  async search(prefix: string, limit: number): Promise<Tag[]> {
    const pattern = `${escapeLike(prefix.toLowerCase())}%`;
    return this.db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(sql`lower(${tags.name}) like ${pattern}`)
      .orderBy(asc(sql`length(${tags.name})`), asc(sql`${tags.name} collate "ru_ru"`))
      .limit(limit);
  }
}
