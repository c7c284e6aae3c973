import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { eventMembers, events } from './events.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { seedEventsDemo } from './events.demo.ts';
import { DEMO_EVENTS } from './events.demo-texts.ts';

/** The demo events: twenty around the seed's today, members whose counts add up. */
const NOW = new Date('2026-11-20T09:00:00Z');
let ctx: TestContext;
let employeeId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await buildUser(db, { roles: ['moderator'] });
  employeeId = (await buildUser(db, { login: 'employee' })).id;
  for (let index = 0; index < 70; index += 1) await buildUser(db);
  await seedEventsDemo(db, ctx.services.files.storage, NOW);
});
afterAll(async () => ctx?.close());

describe('seedEventsDemo', () => {
  it('writes twenty events, past and coming, some without a price', async () => {
    const rows = await ctx.database.db.select().from(events);
    expect(rows).toHaveLength(20);
    expect(DEMO_EVENTS).toHaveLength(20);
    const past = rows.filter((row) => row.endsAt < NOW);
    expect(past.length).toBeGreaterThanOrEqual(6);
    expect(rows.length - past.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((row) => row.price === null)).toBe(true);
    expect(rows.every((row) => row.imageId !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.address.split(',')[0])).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the counts equal to the members, fills some events and lines people up', async () => {
    const mismatches = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as n from events e
        where e.registered_count <> (select count(*) from event_members m where m.event_id = e.id and m.status = 'registered')
           or e.requested_count <> (select count(*) from event_members m where m.event_id = e.id and m.status = 'requested')
           or (e.capacity is not null and e.registered_count > e.capacity)`),
    );
    expect(Number(mismatches[0]!.n)).toBe(0);
    const full = await ctx.database.db
      .select()
      .from(events)
      .where(sql`${events.capacity} = ${events.registeredCount} and ${events.requestedCount} > 0`);
    expect(full.length).toBeGreaterThanOrEqual(3);
    const mine = await ctx.database.db.select().from(eventMembers).where(eq(eventMembers.userId, employeeId));
    expect(mine.filter((member) => member.status === 'registered').length).toBeGreaterThanOrEqual(4);
    expect(mine.some((member) => member.status === 'requested')).toBe(true);
  });

  it('indexes every event for search and writes nothing the second time', async () => {
    const [indexed] = await ctx.database.db
      .select({ n: count() })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 'event'));
    expect(indexed!.n).toBe(20);
    const files = storedFileCount(ctx.filesDir);
    await seedEventsDemo(ctx.database.db, ctx.services.files.storage, NOW);
    const [again] = await ctx.database.db.select({ n: count() }).from(events);
    expect(again!.n).toBe(20);
    expect(storedFileCount(ctx.filesDir)).toBe(files);
  });
});
