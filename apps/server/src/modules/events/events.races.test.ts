import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { eventMembers, events } from './events.schema.ts';
import { buildEvent, subscribe, TODAY } from './events.factory.ts';

/**
 * Two people asking for the last seat at the same moment: exactly one is registered, the other waits, and the
 * kept counts match the members — on PGlite and on PostgreSQL (TEST_DATABASE_URL), over 20 rounds.
 */
const ROUNDS = 20;
let ctx: TestContext;
let api: ApiClient;
let moderator: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  moderator = await api.as('moderator');
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
      const event = await buildEvent(ctx, {
        organiser: moderator,
        capacity: 2,
        name: `Последнее место ${round}`,
      });
      const [first, a, b] = await Promise.all([api.as(), api.as(), api.as()]);
      expect((await subscribe(first, event.id, 'registered')).statusCode).toBe(200);
      const answers = await Promise.all([
        subscribe(a, event.id, 'registered'),
        subscribe(b, event.id, 'registered'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const statuses = answers.map((answer) => answer.json<{ data: EventDetail }>().data.my_status).sort();
      expect(statuses).toEqual(['registered', 'requested']);
      expect(await counts(event.id)).toEqual({ kept: [2, 1], real: [2, 1] });
    }
  });

  it('lets exactly one waiting person in when two members withdraw and one re-registers at once', async () => {
    for (let round = 0; round < ROUNDS / 2; round++) {
      const event = await buildEvent(ctx, {
        organiser: moderator,
        capacity: 2,
        name: `Лист ожидания ${round}`,
      });
      const people = await Promise.all([1, 2, 3, 4].map(() => api.as()));
      for (const person of people) await subscribe(person, event.id, 'registered');
      // Two registered leave while a waiting one asks again: both seats go to the line, in order.
      await Promise.all([
        subscribe(people[0]!, event.id, 'back'),
        subscribe(people[1]!, event.id, 'uninteresting'),
        subscribe(people[3]!, event.id, 'registered'),
      ]);
      expect(await counts(event.id)).toEqual({ kept: [2, 0], real: [2, 0] });
    }
  });
});
