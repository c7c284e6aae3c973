import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Russian names sort by ICU, not by bytes (PGlite's default collation is C). */
export function byName(column: AnyPgColumn | SQL): SQL {
  return sql`${column} collate "und-x-icu"`;
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Rows of a raw `db.execute`: PGlite and pg both return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
