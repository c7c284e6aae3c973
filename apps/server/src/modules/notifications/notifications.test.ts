import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ServerSocketMessage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';

let first: TestContext;
let second: TestContext;
let userId: number;
let session: SignedIn;
beforeAll(async () => {
  first = await createTestApp();
  // A second server instance on the same database, as a second process would be.
  second = await createTestApp({ database: first.database });
  const user = await buildUser(first.database.db);
  userId = user.id;
  session = await signIn(first.app, user.login, user.password);
});
afterAll(async () => {
  await second?.app.close();
  await first?.close();
});

function nextMessage(socket: WebSocket, type: ServerSocketMessage['type']): Promise<ServerSocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 10_000);
    const onMessage = (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as ServerSocketMessage;
      if (message.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

describe('notifications', () => {
  it('reaches a socket held by another server instance through LISTEN/NOTIFY', async () => {
    const socket = await second.app.injectWS(`/api/ws?token=${session.token}`);
    try {
      // The ready message is sent on connect; give the hub a moment to register the socket.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(second.services.hub.socketCount(userId)).toBe(1);
      expect(first.services.hub.socketCount(userId)).toBe(0);
      const received = nextMessage(socket, 'notification');
      await first.services.notifications.notifyUsers([userId], {
        title: 'Заявка согласована',
        link: '/vacation',
      });
      const message = await received;
      expect(message).toMatchObject({
        type: 'notification',
        data: { title: 'Заявка согласована', link: '/vacation', read_at: null },
      });
    } finally {
      socket.terminate();
    }
  });

  it('refuses a socket without a valid token', async () => {
    await expect(second.app.injectWS('/api/ws?token=bad')).rejects.toThrow();
  });

  it('lists, marks one read and marks all read', async () => {
    await first.services.notifications.notifyUsers([userId], { title: 'Второе' });
    const list = await first.app.inject({ url: '/api/notifications', headers: session.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      data: { id: number; title: string }[];
      meta: { unread: number; total: number };
    }>();
    expect(body.meta).toMatchObject({ unread: 2, total: 2 });
    expect(body.data[0]!.title).toBe('Второе');

    const read = await first.app.inject({
      method: 'POST',
      url: `/api/notifications/${body.data[0]!.id}/read`,
      headers: session.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: { read_at: string } }>().data.read_at).toEqual(expect.any(String));
    const afterOne = await first.app.inject({ url: '/api/notifications', headers: session.headers });
    expect(afterOne.json<{ meta: { unread: number } }>().meta.unread).toBe(1);

    const all = await first.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: session.headers,
    });
    expect(all.statusCode).toBe(204);
    const afterAll = await first.app.inject({ url: '/api/notifications', headers: session.headers });
    expect(afterAll.json<{ meta: { unread: number } }>().meta.unread).toBe(0);
  });

  it("hides another user's notification (404) and rejects a bad id (400)", async () => {
    const other = await buildUser(first.database.db);
    const [foreign] = await first.services.notifications.notifyUsers([other.id], { title: 'Чужое' });
    const response = await first.app.inject({
      method: 'POST',
      url: `/api/notifications/${foreign!.id}/read`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(404);
    const bad = await first.app.inject({
      method: 'POST',
      url: '/api/notifications/x/read',
      headers: session.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
