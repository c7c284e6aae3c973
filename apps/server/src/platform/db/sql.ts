import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Russian names sort by the ICU ru-RU collation (migration 0010), not by bytes (PGlite's default is C). The
 * directory's index is on these expressions, so a page of people sorted by name is read from it.
 */
export function byName(column: AnyPgColumn | SQL): SQL {
  return sql`${column} collate "ru_ru"`;
}

/**
 * A column as `"table"."column"`. Drizzle leaves columns unqualified in a one-table select, and inside a scalar
 * subquery an unqualified name binds to the subquery's own table when it has such a column.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Rows of a raw `db.execute`: PGlite and pg both return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
