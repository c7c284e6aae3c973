import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database.ts';
import { rowsOf } from './sql.ts';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres' && !!url;

/** PGlite runs in the process and cannot cancel a statement: the limit is PostgreSQL's. */
describe.runIf(onPostgres)('the statement timeout on PostgreSQL', () => {
  it('cancels a statement running longer (SQLSTATE 57014) and leaves the pool usable', async () => {
    const database = await openPostgres(url!, { statementTimeoutMs: 200 });
    try {
      const failure = await database.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (error: unknown) => error as { code?: string; cause?: { code?: string } },
      );
      expect(failure?.cause?.code ?? failure?.code).toBe('57014');
      const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(row!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
