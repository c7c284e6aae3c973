import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSent } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { chatMembers, chatRooms } from './chat.schema.ts';

/**
 * Two people writing to each other for the first time at the same moment get one conversation (the unique
 * index on the pair), on PGlite and on PostgreSQL (TEST_DATABASE_URL), over 20 rounds.
 */
const ROUNDS = 20;
let ctx: TestContext;
let api: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

describe('parallel chat writes', () => {
  it('creates one direct room when both people start the conversation at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await buildUser(ctx.database.db), await buildUser(ctx.database.db)];
      const [sa, sb] = [await api.as(a), await api.as(b)];
      const responses = await Promise.all([
        sa.post('/api/chat', { user_id: b.id, message: 'Привет!' }),
        sb.post('/api/chat', { user_id: a.id, message: 'Здравствуйте!' }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
      const roomIds = responses.map((response) => response.json<ChatSent>().room.id);
      expect(roomIds[0]).toBe(roomIds[1]);
      const pair = await ctx.database.db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(
          and(
            eq(chatRooms.directLowUserId, Math.min(a.id, b.id)),
            eq(chatRooms.directHighUserId, Math.max(a.id, b.id)),
          ),
        );
      expect(pair).toHaveLength(1);
      const members = await ctx.database.db
        .select()
        .from(chatMembers)
        .where(eq(chatMembers.roomId, roomIds[0]!));
      expect(members).toHaveLength(2);
      // The second to write has read the first message (writing reads the room); their own is unread.
      expect(members.map((member) => member.unreadCount).sort()).toEqual([0, 1]);
    }
  });

  it('keeps unread counts right when messages and read marks race', async () => {
    const [a, b] = [await buildUser(ctx.database.db), await buildUser(ctx.database.db)];
    const [sa, sb] = [await api.as(a), await api.as(b)];
    const first = (await sa.post('/api/chat', { user_id: b.id, message: 'Начнём' })).json<ChatSent>();
    let lastSeen = first.data.id;
    for (let round = 0; round < ROUNDS; round++) {
      const [posted] = await Promise.all([
        sa.post('/api/chat', { room_id: first.room.id, message: `Сообщение ${round}` }),
        sb.post('/api/chat/onMessageRead', { ids: [lastSeen] }),
      ]);
      lastSeen = posted.json<ChatSent>().data.id;
      const [member] = await ctx.database.db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.roomId, first.room.id), eq(chatMembers.userId, b.id)));
      // Whatever the order, exactly the newest message is unread: counted by the post or by the recount.
      expect(member!.unreadCount).toBe(1);
    }
  });
});
