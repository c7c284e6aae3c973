import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ClientSocketMessage, ServerSocketMessage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { nextMessage } from '../../../test/observe.ts';
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

/** The close code and reason the server sent; rejects if the socket stays open. */
function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 5_000);
    socket.once('close', (code: number, reason: Buffer) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

/** Every message the socket receives, to check that none came. */
function received(socket: WebSocket): ServerSocketMessage[] {
  const messages: ServerSocketMessage[] = [];
  socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as ServerSocketMessage));
  return messages;
}

function send(socket: WebSocket, message: ClientSocketMessage | Record<string, unknown>): void {
  socket.send(JSON.stringify(message));
}

describe('notifications socket', () => {
  it('authenticates by its first message and reaches a socket held by another server instance', async () => {
    const socket = await second.app.injectWS('/api/ws');
    try {
      const ready = nextMessage(socket, 'ready');
      send(socket, { type: 'auth', token: session.token });
      expect(await ready).toEqual({ type: 'ready', user_id: userId });
      expect(second.services.hub.socketCount(userId)).toBe(1);
      expect(first.services.hub.socketCount(userId)).toBe(0);
      const notification = nextMessage(socket, 'notification');
      await first.services.notifications.notifyUsers([userId], {
        title: 'Заявка согласована',
        link: '/vacation',
      });
      const message = await notification;
      expect(message).toMatchObject({
        type: 'notification',
        data: { title: 'Заявка согласована', link: '/vacation', read_at: null },
      });
    } finally {
      socket.terminate();
    }
  });

  it('sends notifications for many people with one insert and one NOTIFY statement, each to its own socket', async () => {
    const one = await buildUser(first.database.db);
    const oneSession = await signIn(first.app, one.login, one.password);
    const other = await buildUser(first.database.db);
    const otherSession = await signIn(first.app, other.login, other.password);
    const sockets = [await second.app.injectWS('/api/ws'), await second.app.injectWS('/api/ws')];
    try {
      for (const [socket, token] of [
        [sockets[0]!, oneSession.token],
        [sockets[1]!, otherSession.token],
      ] as const) {
        const ready = nextMessage(socket, 'ready');
        send(socket, { type: 'auth', token });
        await ready;
      }
      const arrivals = sockets.map((socket) => nextMessage(socket, 'notification'));
      const statements: string[] = [];
      const stop = first.database.observeStatements((statement) => statements.push(statement));
      // Many recipients, one long body each: the push is packed into envelopes under NOTIFY's 8000 bytes.
      const many = [one.id, other.id, ...Array.from({ length: 40 }, () => other.id)].map((id, index) => ({
        userId: id,
        title: `Уведомление ${index}`,
        body: 'Текст '.repeat(200),
      }));
      try {
        await first.services.notifications.notifyEach(many);
      } finally {
        stop();
      }
      expect(statements).toHaveLength(2);
      const [mine, theirs] = await Promise.all(arrivals);
      expect(mine).toMatchObject({ type: 'notification', data: { title: 'Уведомление 0' } });
      expect(theirs).toMatchObject({ type: 'notification', data: { title: 'Уведомление 1' } });
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });

  it('closes a socket whose token is refused with 4401', async () => {
    const socket = await second.app.injectWS('/api/ws');
    const messages = received(socket);
    const close = closed(socket);
    send(socket, { type: 'auth', token: 'bad' });
    expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
    expect(messages).toEqual([]);
  });

  it('closes a socket whose first message is not the auth message with 4401', async () => {
    for (const opening of ['{"type":"ping"}', 'not json', JSON.stringify({ token: session.token })]) {
      const socket = await second.app.injectWS('/api/ws');
      const messages = received(socket);
      const close = closed(socket);
      socket.send(opening);
      // A good auth message after a bad first one is not processed.
      send(socket, { type: 'auth', token: session.token });
      expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
      expect(messages).toEqual([]);
    }
  });

  it('takes no token from the query', async () => {
    const socket = await second.app.injectWS(`/api/ws?token=${session.token}`);
    const messages = received(socket);
    const close = closed(socket);
    send(socket, { type: 'auth', token: 'bad' });
    expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
    // Not attached: no ready message.
    expect(messages).toEqual([]);
  });

  /** A signed-in socket on the second instance, past its `ready`. */
  async function openSocket(token: string): Promise<WebSocket> {
    const socket = await second.app.injectWS('/api/ws');
    const ready = nextMessage(socket, 'ready');
    send(socket, { type: 'auth', token });
    await ready;
    return socket;
  }

  it('closes the socket with 4401 at sign-out: the next notification reaches no one', async () => {
    const user = await buildUser(first.database.db);
    const own = await signIn(first.app, user.login, user.password);
    const socket = await openSocket(own.token);
    const messages = received(socket);
    const close = closed(socket);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: own.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
    await first.services.notifications.notifyUsers([user.id], { title: 'После выхода' });
    expect(messages).toEqual([]);
    expect(second.services.hub.socketCount(user.id)).toBe(0);
  });

  it('closes the socket when a reused refresh token revokes the session', async () => {
    const user = await buildUser(first.database.db);
    const own = await signIn(first.app, user.login, user.password);
    const socket = await openSocket(own.token);
    const close = closed(socket);
    const refresh = (cookie: string) =>
      first.app.inject({ method: 'POST', url: '/api/auth/token/refresh', headers: { cookie } });
    expect((await refresh(own.cookie)).statusCode).toBe(200);
    // The spent token again, past the grace period for two tabs: a thief, and the session ends.
    await first.database.db.execute(
      sql`update session_tokens set used_at = used_at - interval '10 minutes' where used_at is not null`,
    );
    expect((await refresh(own.cookie)).statusCode).toBe(401);
    expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
  });

  it("keeps a socket whose client sends a renewed token, and closes one given a stranger's token", async () => {
    const user = await buildUser(first.database.db);
    const own = await signIn(first.app, user.login, user.password);
    const socket = await openSocket(own.token);
    const renewed = await signIn(first.app, user.login, user.password);
    const ready = nextMessage(socket, 'ready');
    send(socket, { type: 'auth', token: renewed.token });
    expect(await ready).toEqual({ type: 'ready', user_id: user.id });
    const notification = nextMessage(socket, 'notification');
    await first.services.notifications.notifyUsers([user.id], { title: 'Продлён' });
    expect(await notification).toMatchObject({ data: { title: 'Продлён' } });

    const close = closed(socket);
    send(socket, { type: 'auth', token: session.token }); // another person's token
    expect(await close).toEqual({ code: 4401, reason: 'unauthorized' });
  });

  it('accepts no token from the query on an HTTP route either', async () => {
    const response = await first.app.inject({ url: `/api/notifications?token=${session.token}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('notifications', () => {
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
