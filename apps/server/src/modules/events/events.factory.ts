import { expect } from 'vitest';
import { eventInputSchema, type EventDetail, type EventInput } from '@intranet/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { actorOf, type Session } from '../../../test/api-client.ts';

/**
 * The events tests' fixed today (2026-03-02, noon) so «upcoming» and «past» never depend on the day the suite
 * runs.
 */
export const TODAY = '2026-03-02';

export const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  name: 'Митап по TypeScript',
  description: '<p>Доклады о <strong>типах</strong> и пицца</p>',
  address: 'Москва, ул. Лесная, 5, конференц-зал «Арбат»',
  type: 'Митап',
  starts_at: '2026-03-12T15:00:00.000Z',
  ends_at: '2026-03-12T18:00:00.000Z',
  price: null,
  capacity: null,
  groups: ['engineers'],
  tags: ['Митапы'],
  meta: [{ slug: 'dress_code', value: 'Свободный' }],
  ...overrides,
});

/**
 * An event written through EventsService (tags, search entry), as its organiser sees it; a moderator is made
 * to organise it when none is given.
 */
export async function buildEvent(
  ctx: TestContext,
  options: Partial<EventInput> & { organiser?: { id: number } } = {},
): Promise<EventDetail> {
  const { organiser, ...overrides } = options;
  const organiserId = organiser?.id ?? (await buildUser(ctx.database.db, { roles: ['moderator'] })).id;
  return ctx.services.events.create(
    await actorOf(ctx, organiserId),
    eventInputSchema.parse(eventInput(overrides)),
  );
}

/** POST /events/{id}/subscribe: registration is what the events tests check. */
export function subscribe(session: Session, id: number, status: string) {
  return session.post(`/api/events/${id}/subscribe`, { status });
}

/** GET /events/{id} as `session`, asserted 200. */
export async function getEvent(session: Session, id: number): Promise<EventDetail> {
  const response = await session.get(`/api/events/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EventDetail }>().data;
}
