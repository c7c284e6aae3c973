import { and, eq, sql } from 'drizzle-orm';
import { notEnoughPointsMessage } from '@intranet/contracts/points/points';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { users } from '../users/users.schema.ts';
import { pointsCompanies, pointsEntries } from './points.schema.ts';

/** One move of a person's points; `key` makes it happen once however often a request is retried. */
export interface PointsMove {
  userId: number;
  amount: number;
  /** Unique per move, e.g. `gift_order:42:debit`. */
  key: string;
  /** What the person reads in their ledger. */
  reason: string;
}

/** A credit: a move with who granted it and the grant's reason code. */
export interface PointsCredit extends PointsMove {
  grantedBy?: number | null;
  reasonCode?: string | null;
}

/** The key of the refund of the debit `debitKey`: the unique key makes the refund happen once. */
export const refundKeyOf = (debitKey: string) => `refund:${debitKey}`;

/**
 * The points wallet (docs/modules/points.md). Other modules move points only through `debit` and `refund`,
 * inside their own `db.transaction`, so a move commits or rolls back with the record that caused it.
 */
export class PointsService {
  constructor(private readonly db: Db) {}

  /** Whether the person's company uses points (the currency «Баллы» is offered only then). */
  async enabledFor(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: pointsCompanies.enabled })
      .from(users)
      .innerJoin(pointsCompanies, eq(pointsCompanies.companyId, users.companyId))
      .where(and(eq(users.id, userId), eq(pointsCompanies.enabled, true)))
      .limit(1);
    return row?.enabled === true;
  }

  /** The person's balance: the sum of their ledger. */
  async balanceOf(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ balance: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, userId));
    return Number(row?.balance ?? 0);
  }

  /** Takes `amount` points once per key; 409 with the Russian reason when the balance would go below zero. */
  async debit(move: PointsMove): Promise<void> {
    assertPositive(move.amount);
    await this.db.transaction(async () => {
      // The person's row is the lock of their balance: a parallel debit waits here and then sees this one.
      await lockRows(this.db, users, users.id, [move.userId]);
      if (await this.hasEntry(move.key)) return;
      const balance = await this.balanceOf(move.userId);
      if (balance < move.amount) throw conflict(notEnoughPointsMessage(balance, move.amount));
      await this.insert({ ...move, amount: -move.amount }, 'debit');
    });
  }

  /** Gives back what the debit `debitKey` took, once; nothing when there was no such debit. */
  async refund(debitKey: string, reason: string): Promise<void> {
    await this.db.transaction(async () => {
      const [debit] = await this.db
        .select({ userId: pointsEntries.userId, amount: pointsEntries.amount })
        .from(pointsEntries)
        .where(and(eq(pointsEntries.key, debitKey), eq(pointsEntries.kind, 'debit')));
      if (!debit) return;
      await lockRows(this.db, users, users.id, [debit.userId]);
      await this.insert(
        { userId: debit.userId, amount: -debit.amount, key: refundKeyOf(debitKey), reason },
        'refund',
      );
    });
  }

  /** Adds points once per key (a grant); whether this call added them (false: the key was already used). */
  async credit(move: PointsCredit): Promise<boolean> {
    assertPositive(move.amount);
    return this.db.transaction(async () => {
      await lockRows(this.db, users, users.id, [move.userId]);
      return this.insert(move, 'credit');
    });
  }

  private async hasEntry(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: pointsEntries.id })
      .from(pointsEntries)
      .where(eq(pointsEntries.key, key))
      .limit(1);
    return row !== undefined;
  }

  /** One ledger row; a used key inserts nothing (a retry). */
  private async insert(move: PointsCredit, kind: 'credit' | 'debit' | 'refund'): Promise<boolean> {
    const inserted = await this.db
      .insert(pointsEntries)
      .values({
        userId: move.userId,
        amount: move.amount,
        kind,
        reason: move.reason,
        reasonCode: move.reasonCode ?? null,
        key: move.key,
        grantedBy: move.grantedBy ?? null,
      })
      .onConflictDoNothing({ target: pointsEntries.key })
      .returning({ id: pointsEntries.id });
    return inserted.length > 0;
  }
}

/** A move of zero or fewer points is a caller's bug, not a user's input (the routes validate theirs). */
function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`A points move needs a positive whole amount, got ${amount}`);
}
