import type { Database } from '../src/platform/db/database.ts';

/**
 * Asks until `check` holds (another process learns of a change when its notification arrives); false after
 * about five seconds. No wall-clock assertion: a busy machine only makes it ask more times.
 */
export async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** The statements Drizzle sent while `run` ran. */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const stop = database.observeStatements((statement) => statements.push(statement));
  try {
    await run();
  } finally {
    stop();
  }
  return statements;
}
