import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import type { SignedIn } from '../../../test/http.ts';
import { eventMembers, events } from './events.schema.ts';
import { createEvent, signedInUser, subscribe, TODAY } from './events.fixtures.ts';

/**
 * Two people asking for the last seat at the same moment: exactly one is registered, the other waits, and the
 * kept counts match the members — on PGlite and on PostgreSQL (TEST_DATABASE_URL), over 20 rounds.
 */
const ROUNDS = 20;
let ctx: TestContext;
let moderator: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  moderator = (await signedInUser(ctx, ['moderator'])).session;
});
afterAll(async () => ctx?.close());

async function counts(eventId: number) {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, eventId));
  const members = await ctx.database.db.select().from(eventMembers).where(eq(eventMembers.eventId, eventId));
  return {
    kept: [row!.registeredCount, row!.requestedCount],
    real: [
      members.filter((member) => member.status === 'registered').length,
      members.filter((member) => member.status === 'requested').length,
    ],
  };
}

describe('parallel registrations', () => {
  it('gives the last seat to exactly one of two people asking at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const event = await createEvent(ctx, moderator, { capacity: 2, name: `Последнее место ${round}` });
      const [first, a, b] = await Promise.all([signedInUser(ctx), signedInUser(ctx), signedInUser(ctx)]);
      expect((await subscribe(ctx, first.session, event.id, 'registered')).statusCode).toBe(200);
      const answers = await Promise.all([
        subscribe(ctx, a.session, event.id, 'registered'),
        subscribe(ctx, b.session, event.id, 'registered'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const statuses = answers.map((answer) => answer.json<{ data: EventDetail }>().data.my_status).sort();
      expect(statuses).toEqual(['registered', 'requested']);
      expect(await counts(event.id)).toEqual({ kept: [2, 1], real: [2, 1] });
    }
  });

  it('lets exactly one waiting person in when two members withdraw and one re-registers at once', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const event = await createEvent(ctx, moderator, { capacity: 2, name: `Лист ожидания ${round}` });
      const people = await Promise.all([1, 2, 3, 4].map(() => signedInUser(ctx)));
      for (const person of people) await subscribe(ctx, person.session, event.id, 'registered');
      // Two registered leave while a waiting one asks again: both seats go to the line, in order.
      await Promise.all([
        subscribe(ctx, people[0]!.session, event.id, 'back'),
        subscribe(ctx, people[1]!.session, event.id, 'uninteresting'),
        subscribe(ctx, people[3]!.session, event.id, 'registered'),
      ]);
      expect(await counts(event.id)).toEqual({ kept: [2, 0], real: [2, 0] });
    }
  });
});
