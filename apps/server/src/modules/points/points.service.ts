import type { Db } from '../../platform/db/database.ts';

/** One move of a person's points; `key` makes it happen once however often a request is retried. */
export interface PointsMove {
  userId: number;
  amount: number;
  /** Unique per move, e.g. `gift_order:42:debit`. */
  key: string;
  /** What the person reads in their ledger. */
  reason: string;
}

/**
 * The points wallet (docs/modules/points.md). Other modules move points only through `debit` and `refund`,
 * inside their own `db.transaction`, so a move commits or rolls back with the record that caused it.
 */
export class PointsService {
  constructor(private readonly db: Db) {}

  /** Whether the person's company uses points (the currency «Баллы» is offered only then). */
  async enabledFor(_userId: number): Promise<boolean> {
    void this.db;
    return false;
  }

  /** Takes `amount` points once per key; 409 with the Russian reason when the balance would go below zero. */
  async debit(_move: PointsMove): Promise<void> {
    throw new Error('The points wallet is not built yet');
  }

  /** Gives back what the debit `debitKey` took, once; nothing when there was no such debit. */
  async refund(_debitKey: string, _reason: string): Promise<void> {
    throw new Error('The points wallet is not built yet');
  }
}
