import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { inTransaction } from './transaction-context.ts';

/** A Drizzle query that can be prepared: a select, insert, update or delete builder with placeholders. */
export interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/**
 * Hot reads built once (docs/decisions.md, «Database access»). Building a Drizzle select costs about as much
 * as running a small one (0.2–0.4 ms of CPU for the fill grid or the events list), so a service keeps its hot
 * reads prepared, with `sql.placeholder` for every value, and a call then costs the driver only; on PostgreSQL
 * the statement is also named, so its plan is kept per connection.
 *
 * A prepared statement belongs to the connection it was built on. Outside a transaction that is the root
 * handle, and the statement is kept; inside one (the transaction context) it is built afresh on the
 * transaction each time, so it sees the transaction's rows and never waits for it.
 *
 * A name is one SQL text: queries whose shape varies (optional filters, sorts) put the shape in the name.
 */
export class PreparedReads {
  private readonly statements = new Map<string, ReturnType<Preparable<unknown>['prepare']>>();

  run<T>(name: string, build: () => Preparable<T>, values: Record<string, unknown>): Promise<T> {
    if (inTransaction()) return build().prepare(name).execute(values);
    let statement = this.statements.get(name) as ReturnType<Preparable<T>['prepare']> | undefined;
    if (!statement) {
      statement = build().prepare(name);
      this.statements.set(name, statement);
    }
    return statement.execute(values);
  }
}

/**
 * A placeholder for each key of `values`, typed as the values: one builder then serves the prepared statement
 * (given the placeholders) and, where a statement cannot be prepared, the same query with the values.
 */
export function placeholdersOf<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.keys(values).map((key) => [key, sql.placeholder(key)])) as unknown as T;
}

/** Drizzle's dialect is a pure compiler of SQL objects to text (the app's databases use no casing option). */
const dialect = new PgDialect();

/**
 * A raw statement (what `db.execute` runs) that PreparedReads can keep: Drizzle prepares only its query
 * builders. The statement stays unnamed, as `db.execute` sends it: a statement such as `explain` must be
 * planned with each call's values, where PostgreSQL could plan a named one generically after a few calls.
 */
export function preparableSql(db: Db, query: SQLWrapper): Preparable<unknown> {
  return {
    prepare: () => db._.session.prepareQuery(dialect.sqlToQuery(query.getSQL()), undefined, undefined, false),
  };
}
