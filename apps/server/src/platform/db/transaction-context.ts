import { AsyncLocalStorage } from 'node:async_hooks';
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * The transaction context (docs/architecture.md, "Transactions"). Every service holds the same `db`; inside
 * `db.transaction(fn)` every query made through it — in this service or any other it calls — runs on that
 * transaction, on PGlite and PostgreSQL alike. A nested `db.transaction` joins the outer one (no savepoint):
 * the whole request commits or rolls back as one.
 *
 * Why: a check read outside the transaction is stale by the time the write commits, and PGlite has one
 * connection, so a read through the root handle inside another's transaction would wait for it forever.
 */
const active = new AsyncLocalStorage<Db>();

type TransactionConfig = Parameters<Db['transaction']>[1];

export function withTransactionContext(root: Db): Db {
  const transaction = <T>(fn: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T> => {
    const outer = active.getStore();
    if (outer) return fn(outer);
    return root.transaction((tx) => active.run(tx as unknown as Db, () => fn(tx as unknown as Db)), config);
  };
  return new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const handle = active.getStore() ?? target;
      const value: unknown = Reflect.get(handle, property, handle);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
    },
  });
}

/** Whether the caller runs inside `db.transaction` (writes that rely on checks must). */
export function inTransaction(): boolean {
  return active.getStore() !== undefined;
}

/**
 * Locks rows for the rest of the current transaction (`SELECT … FOR NO KEY UPDATE`, in id order so two callers
 * never deadlock). Lock the row a check is about — the person whose balance is counted, the record whose
 * status moves — before reading the facts the check needs; a parallel writer then waits and sees the result.
 */
export async function lockRows(db: Db, table: PgTable, idColumn: PgColumn, ids: readonly number[]) {
  if (!inTransaction()) throw new Error('lockRows needs a transaction: call it inside db.transaction');
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  return db
    .select({ id: idColumn })
    .from(table)
    .where(inArray(idColumn, unique))
    .orderBy(idColumn)
    .for('no key update');
}
