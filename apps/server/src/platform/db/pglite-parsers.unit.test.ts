import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openPglite, type PgliteDatabase } from './database.ts';
import { DRIZZLE_TEXT_PARSERS, forDrizzle } from './pglite-parsers.ts';
import { rowsOf } from './sql.ts';

/** Every type Drizzle reads as text, and a few it lets PGlite parse. */
const EVERY_KIND = sql`select timestamptz '2026-01-02 03:04:05+00' as tz, timestamp '2026-01-02 03:04:05' as ts,
  date '2026-01-02' as d, interval '1 day 2 hours' as i, array[date '2026-01-02', null] as ds,
  array[timestamptz '2026-01-02 03:04:05+00'] as tzs, array[1.5::numeric] as ns, 12::int as n, 1.5::numeric as num,
  true as b, '{"a": 1}'::jsonb as j, array[1, 2]::int[] as ints`;

let database: PgliteDatabase;
let plain: PGlite;

beforeAll(async () => {
  database = await openPglite();
  plain = await PGlite.create();
});
afterAll(async () => {
  await database?.close();
  await plain?.close();
});

describe('PGlite with Drizzle’s text types as its defaults', () => {
  it('gives Drizzle the same rows as Drizzle’s own per-query parsers do', async () => {
    const expected = (await drizzle(plain).execute(EVERY_KIND)).rows;
    expect(rowsOf(await database.db.execute(EVERY_KIND))).toEqual(expected);
    expect(expected[0]).toMatchObject({ tz: '2026-01-02 03:04:05+00', d: '2026-01-02', n: 12, b: true });
    const inTransaction = await database.db.transaction(async (tx) => rowsOf(await tx.execute(EVERY_KIND)));
    expect(inTransaction).toEqual(expected);
  });

  it('still hands pg-boss dates as Date objects', async () => {
    const { rows } = await database.executeSql('select $1::timestamptz as at', ['2026-01-02T03:04:05Z']);
    expect(rows[0]).toEqual({ at: new Date('2026-01-02T03:04:05Z') });
    const script = await database.executeSql("select timestamptz '2026-01-02 03:04:05+00' as at");
    expect(script.rows[0]).toEqual({ at: new Date('2026-01-02T03:04:05Z') });
  });

  it('drops the parsers Drizzle repeats and keeps any others', async () => {
    const client = await PGlite.create({ parsers: DRIZZLE_TEXT_PARSERS });
    try {
      const seen: unknown[] = [];
      const original = client.query.bind(client);
      client.query = ((text: string, params?: unknown[], options?: object) => {
        seen.push(options);
        return original(text, params, options);
      }) as PGlite['query'];
      const db = drizzle(forDrizzle(client));
      await db.execute(sql`select now() as at`);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toEqual({ rowMode: 'object' });

      const own = { parsers: { 23: (value: string) => `int ${value}` } };
      const { rows } = await forDrizzle(client).query('select 7::int as n', [], own);
      expect(rows).toEqual([{ n: 'int 7' }]);
    } finally {
      await client.close();
    }
  });
});
