import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { rateLimitHits } from './rate-limit.schema.ts';

const WINDOW_MS = 60_000;
/** Windows older than this are deleted when a new window opens. */
const KEEP_MS = 60 * 60_000;

export interface RateLimitRule {
  /** What is counted, e.g. `login:ivanov|10.0.0.7` or `ip:10.0.0.7`. */
  key: string;
  /** Attempts allowed in one minute. */
  max: number;
}

export const tooManyAttempts = (seconds: number) =>
  new AppError('TOO_MANY_REQUESTS', `Слишком много попыток. Повторите через ${seconds} с.`);

/**
 * Fixed-window counters in the database: one atomic upsert per rule, so two processes (or two requests in
 * one) never both take the last attempt. Counting happens before the work it guards.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt against every rule; throws 429 (`refusal`'s error) when any of them is over its limit. */
  async hit(
    rules: readonly RateLimitRule[],
    refusal: (seconds: number) => Error = tooManyAttempts,
  ): Promise<void> {
    const now = this.now();
    const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
    let over = false;
    for (const rule of rules) {
      const [row] = await this.db
        .insert(rateLimitHits)
        .values({ key: rule.key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      if (row!.hits === 1) await this.forgetOld(now);
      if (row!.hits > rule.max) over = true;
    }
    if (over) {
      const seconds = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000));
      throw refusal(seconds);
    }
  }

  /** A success clears the key's count (a person who finally typed the password is not held back). */
  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }

  private async forgetOld(now: Date): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - KEEP_MS)));
  }
}
