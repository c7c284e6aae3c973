import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagesPage, ChatRoomsPage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { chatRooms } from './chat.schema.ts';
import { seedChatDemo } from './chat.demo.ts';

const TODAY = '2026-06-15';
let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  for (const login of ['manager', 'employee', 'hr', 'admin', 'team_lead', 'assistant']) {
    await buildUser(ctx.database.db, { login });
  }
});
afterAll(async () => ctx?.close());

describe('seedChatDemo', () => {
  it('writes the demo conversations once, with unread messages where the chat would keep them', async () => {
    await seedChatDemo(ctx.database.db, TODAY);
    await seedChatDemo(ctx.database.db, TODAY);
    expect(await ctx.database.db.select().from(chatRooms)).toHaveLength(5);

    const employee = await api.asLogin('employee');
    const rooms = (await employee.get('/api/chat')).json<ChatRoomsPage>();
    // Two from the manager today, one from the team lead.
    expect(rooms.meta.unread).toBe(3);
    // Latest first: the team lead at 11:20, then the manager at 09:07 (Moscow).
    expect(rooms.data.map((room) => room.unread_count)).toEqual([1, 2, 0]);
    const latest = rooms.data[1]!;
    expect(latest.last_message?.created_at).toBe('2026-06-15T06:07:00.000Z');
    // The employee's own earlier messages were read by the manager.
    const history = (await employee.get(`/api/chat?room_id=${latest.id}`)).json<ChatMessagesPage>();
    expect(history.data.filter((message) => message.user_id !== latest.peer!.id).every((m) => m.read)).toBe(
      true,
    );
  });
});
