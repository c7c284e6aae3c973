import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import type { DismissalPoll } from '@intranet/contracts/dismissal/talk';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { chatRooms } from '../chat/chat.schema.ts';
import { findStatus } from '../requests/requests.factory.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { eq } from 'drizzle-orm';
import { buildApplication } from './dismissal.talk.factory.ts';
import { seedDismissalTalkDemo } from './dismissal.talk.demo.ts';

const TODAY = '2026-06-15';
let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

describe('seedDismissalTalkDemo', () => {
  it('answers polls (done and in progress) and leaves HR’s last message unread for the leaver, once', async () => {
    const db = ctx.database.db;
    const hr = await buildUser(db, { login: 'hr', roles: ['hr'] });
    const [manager, first, second, third] = [
      await buildUser(db),
      await buildUser(db),
      await buildUser(db),
      await buildUser(db),
    ];
    const ids = [];
    for (const leaver of [first, second, third])
      ids.push(
        await buildApplication(ctx, { authorId: hr.id, employeeId: leaver.id, managerId: manager.id }),
      );
    const completed = await findStatus(db, 'completed');
    await db.update(bpRequests).set({ statusId: completed.id }).where(eq(bpRequests.id, ids[2]!));
    // The demo applications are laid without the engine: no rooms yet.
    await db.delete(chatRooms);

    const people = { userIds: [], today: TODAY };
    await seedDismissalTalkDemo(db, people);
    await seedDismissalTalkDemo(db, people);
    expect(await db.select().from(chatRooms)).toHaveLength(3);

    const progress = [];
    for (const [index, leaver] of [first, second, third].entries()) {
      const session = await api.as(leaver);
      const poll = (await session.call(endpoints.polls, { params: { id: ids[index]! } })).json<{
        data: DismissalPoll;
      }>().data;
      progress.push(poll.progress);
      const unread = (await session.call(endpoints.chatUnread, { params: { id: ids[index]! } })).json<{
        data: { unread: number };
      }>().data.unread;
      expect(unread).toBe(1);
    }
    expect(progress).toEqual(['in_progress', 'done', 'done']);
    const summaries = await ctx.services.dismissalTalk.talkSummaries(hr.id, ids);
    expect([...summaries.values()]).toEqual(ids.map(() => ({ has_poll: true, unread: 0 })));
  });
});
