// What every benchmark here repeats: a session token without signing in, and timing with a warm-up.
import { sessions } from '../apps/server/src/modules/auth/auth.schema.ts';
import { UsersService } from '../apps/server/src/modules/users/users.service.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import type { Db } from '../apps/server/src/platform/db/database.ts';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret!';

/** A session and token for a user with these roles (no password work in the loop). */
export async function tokenFor(db: Db, userId: number, roles: string[]): Promise<string> {
  await new UsersService(db).setRoles(userId, roles);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  return (await new TokenService(BENCH_SECRET).signAccessToken({ userId, sessionId: session!.id })).token;
}

/** Runs `run` a few times to warm up, then `iterations` times; the times sorted, in ms. */
export async function measure(run: () => Promise<void>, iterations: number, warmUp = 5): Promise<number[]> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** One row of the printed table. */
export const tableRow = (times: number[], digits = 2) => ({
  'p50, мс': percentile(times, 50).toFixed(digits),
  'p95, мс': percentile(times, 95).toFixed(digits),
});
