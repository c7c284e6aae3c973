import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

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

/**
 * Sends NOTIFY payloads on a channel in one statement (each at most 8000 bytes); every process LISTENing
 * (`Database.listen`) gets them. Inside a transaction they leave at commit, and not at all on a rollback.
 */
export async function notify(db: Db, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${channel}, payload) from unnest(${sql.param([...payloads])}::text[]) as payload`,
  );
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Rows of a raw `db.execute`: PGlite and pg both return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * `column = any($1::int[])`: many ids as one parameter. Drizzle's `inArray` binds a parameter per id, and
 * building a statement of a thousand parameters costs more than reading its rows (the matching calendar's
 * blocks, bench:vacation). The planner uses the column's index for `= any(…)` as for `in (…)`.
 */
export function inIds(column: AnyColumn | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}
