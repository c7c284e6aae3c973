import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { buildUser } from '../../test/factories.ts';
import { rowsOf } from '../platform/db/sql.ts';
import { eventMembers, events } from '../modules/events/events.schema.ts';
import { largeEventsSeeder } from './large-events.ts';

/** The scaled events of `seed:large --content` on a small organisation: counts add up, capacities hold. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (let index = 0; index < 40; index += 1) await buildUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('largeEventsSeeder', () => {
  it('adds events with members whose kept counts match', async () => {
    const added = await largeEventsSeeder.seed(ctx.database.db, { employees: 40, seed: 1 });
    const [made] = await ctx.database.db.select({ n: count() }).from(events);
    expect(added.событий).toBe(made!.n);
    expect(made!.n).toBeGreaterThanOrEqual(20);
    const [members] = await ctx.database.db.select({ n: count() }).from(eventMembers);
    expect(added.участников).toBe(members!.n);
    const [wrong] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from events e
        where e.registered_count <> (select count(*) from event_members m where m.event_id = e.id and m.status = 'registered')
           or (e.capacity is not null and e.registered_count > e.capacity)`),
    );
    expect(Number(wrong!.n)).toBe(0);
  });
});
