import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database.ts';
import { inTransaction } from './transaction-context.ts';

/** The replica's own transaction context: a report's cursor transaction on the read pool. */
const replicaActive = new AsyncLocalStorage<Db>();

type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * The handle heavy reports read through when a read replica is configured (docs/operations.md, "Reports off
 * the primary"). Outside any transaction its queries go to the replica. Inside a write transaction on the
 * primary (the transaction context of `primary`) they join that transaction: a report read in the middle of a
 * write sees the write, and on PGlite-like single connections nothing waits on itself. A transaction opened
 * through this handle (a report's cursor) runs on the replica in a context of its own, so calls through the
 * primary handle inside it still go to the primary and never land on the read-only replica.
 */
export function withReadReplica(primary: Db, replica: Db): Db {
  const transaction = <T>(fn: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T> => {
    if (inTransaction()) return primary.transaction(fn, config);
    const outer = replicaActive.getStore();
    if (outer) return fn(outer);
    return replica.transaction(
      (tx) => replicaActive.run(tx as unknown as Db, () => fn(tx as unknown as Db)),
      config,
    );
  };
  return new Proxy(replica, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const handle = inTransaction() ? primary : (replicaActive.getStore() ?? target);
      const value: unknown = Reflect.get(handle, property, handle);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(handle) : value;
    },
  });
}
