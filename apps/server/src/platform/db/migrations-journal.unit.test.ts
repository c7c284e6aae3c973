import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMigrationsFolder } from './database.ts';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the last applied one's: a new
 * migration with an earlier `when` is skipped on every existing database (and applied on fresh ones, so no other
 * test notices). drizzle-kit stamps the generating machine's time, and the journal's entries from 0025 on were
 * given later times by hand: after `npm run db:generate`, set the new entry's `when` to the previous one's
 * plus 100000.
 */
describe('the migrations journal', () => {
  it('stamps every migration later than the one before it', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    ) as { entries: JournalEntry[] };
    const late = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when,
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });
});
