import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { openPglite, type PgliteDatabase } from './database.ts';
import { placeholdersOf, preparableSql, PreparedReads } from './prepared.ts';
import { rowsOf } from './sql.ts';

const notes = pgTable('prepared_notes', { id: integer('id').primaryKey(), body: text('body').notNull() });

let database: PgliteDatabase;

beforeAll(async () => {
  database = await openPglite();
  await database.rawQuery('create table prepared_notes (id int primary key, body text not null)', []);
  await database.rawQuery(`insert into prepared_notes values (1, 'первая')`, []);
});
afterAll(async () => database?.close());

describe('PreparedReads', () => {
  it('builds a statement once outside transactions and runs it with each call’s values', async () => {
    const prepared = new PreparedReads();
    let builds = 0;
    const byId = (id: number) =>
      prepared.run(
        'prepared_note_by_id',
        () => {
          builds += 1;
          const v = placeholdersOf({ id });
          return database.db.select().from(notes).where(eq(notes.id, v.id));
        },
        { id },
      );
    expect(await byId(1)).toEqual([{ id: 1, body: 'первая' }]);
    expect(await byId(2)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('inside a transaction runs on the transaction: its rows are seen, and nothing waits for it', async () => {
    const prepared = new PreparedReads();
    const byId = (id: number) =>
      prepared.run(
        'prepared_note_by_id_tx',
        () =>
          database.db
            .select()
            .from(notes)
            .where(eq(notes.id, sql.placeholder('id'))),
        { id },
      );
    expect(await byId(5)).toEqual([]);
    const seen = await database.db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ id: 5, body: 'в транзакции' });
        const rows = await byId(5);
        throw Object.assign(new Error('откат'), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(seen).toEqual([{ id: 5, body: 'в транзакции' }]);
    // Rolled back, and the kept statement (on the root connection) still answers.
    expect(await byId(5)).toEqual([]);
  });

  it('keeps a raw statement (preparableSql) and runs it with each call’s values', async () => {
    const prepared = new PreparedReads();
    const bodies = (id: number) =>
      prepared.run(
        'prepared_note_raw',
        () =>
          preparableSql(
            database.db,
            sql`select body from prepared_notes where id = ${sql.placeholder('id')}`,
          ),
        { id },
      );
    expect(rowsOf(await bodies(1))).toEqual([{ body: 'первая' }]);
    expect(rowsOf(await bodies(2))).toEqual([]);
  });
});
