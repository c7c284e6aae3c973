import { expect } from 'vitest';
import type { EventDetail, EventInput } from '@intranet/contracts';
import type { TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';

/**
 * What the events tests share: a fixed today (2026-03-02, noon) so «upcoming» and «past» never depend on the
 * day the suite runs, and events written through the API as an organiser.
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

export async function signedInUser(ctx: TestContext, roles: ('moderator' | 'admin')[] = []) {
  const user = await buildUser(ctx.database.db, { roles });
  return { user, session: await signIn(ctx.app, user.login, user.password) };
}

export async function createEvent(
  ctx: TestContext,
  organiser: SignedIn,
  overrides: Partial<EventInput> = {},
): Promise<EventDetail> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: organiser.headers,
    payload: eventInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: EventDetail }>().data;
}

export function subscribe(ctx: TestContext, session: SignedIn, id: number, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/events/${id}/subscribe`,
    headers: session.headers,
    payload: { status },
  });
}

export async function getEvent(ctx: TestContext, session: SignedIn, id: number): Promise<EventDetail> {
  const response = await ctx.app.inject({ url: `/api/events/${id}`, headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EventDetail }>().data;
}
