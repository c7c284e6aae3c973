import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { authenticateSocket, SOCKET_AUTH_TIMEOUT_MS, packEnvelopes, RealtimeHub } from './hub.ts';
import type { Database } from '../db/database.ts';

/** Enough of a server-side ws socket for the handshake: events, readyState and close. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const socket = Object.assign(emitter, {
    OPEN: 1,
    readyState: 1,
    send: vi.fn(),
    close: vi.fn(() => {
      if (socket.readyState !== 1) return;
      socket.readyState = 3;
      socket.emit('close');
    }),
  });
  return socket;
}

const asWs = (socket: ReturnType<typeof fakeSocket>) => socket as unknown as WebSocket;
const message = (value: unknown) => Buffer.from(JSON.stringify(value));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('authenticateSocket', () => {
  it('closes a socket with 4401 when no auth message comes in time', async () => {
    const socket = fakeSocket();
    const authenticate = vi.fn(() => Promise.resolve({ id: 1 }));
    const result = authenticateSocket(asWs(socket), authenticate);
    vi.advanceTimersByTime(SOCKET_AUTH_TIMEOUT_MS - 1);
    expect(socket.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
    await expect(result).resolves.toBeNull();
    // A late auth message is not read.
    socket.emit('message', message({ type: 'auth', token: 'late' }), false);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('resolves the user of a good first message and reads no further message', async () => {
    const socket = fakeSocket();
    const authenticate = vi.fn((token: string) => Promise.resolve(token === 'good' ? { id: 7 } : null));
    const result = authenticateSocket(asWs(socket), authenticate);
    socket.emit('message', message({ type: 'auth', token: 'good' }), false);
    socket.emit('message', message({ type: 'auth', token: 'other' }), false);
    await expect(result).resolves.toEqual({ user: { id: 7 }, token: 'good' });
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith('good');
    vi.advanceTimersByTime(SOCKET_AUTH_TIMEOUT_MS);
    expect(socket.close).not.toHaveBeenCalled();
    expect(socket.listenerCount('message')).toBe(0);
  });

  it('closes with 4401 on a refused token, another first message or a binary one', async () => {
    const openings: [Buffer, boolean][] = [
      [message({ type: 'auth', token: 'bad' }), false],
      [message({ type: 'ping' }), false],
      [Buffer.from('{'), false],
      [message({ type: 'auth', token: 'good' }), true],
    ];
    for (const [data, isBinary] of openings) {
      const socket = fakeSocket();
      const result = authenticateSocket(asWs(socket), (token) =>
        Promise.resolve(token === 'good' ? { id: 7 } : null),
      );
      socket.emit('message', data, isBinary);
      await expect(result).resolves.toBeNull();
      expect(socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
    }
  });

  it('resolves null for a socket closed before its auth message', async () => {
    const socket = fakeSocket();
    const result = authenticateSocket(asWs(socket), () => Promise.resolve({ id: 7 }));
    socket.readyState = 3;
    socket.emit('close', 1001, Buffer.from(''));
    await expect(result).resolves.toBeNull();
    vi.advanceTimersByTime(SOCKET_AUTH_TIMEOUT_MS);
    expect(socket.close).not.toHaveBeenCalled();
  });
});

describe('packEnvelopes', () => {
  const item = (n: number, size: number) => ({
    user_ids: [n],
    message: { type: 'ready' as const, user_id: n, padding: 'x'.repeat(size) },
  });

  it('packs small deliveries into one payload and splits before the NOTIFY limit', () => {
    expect(packEnvelopes([item(1, 10), item(2, 10)])).toHaveLength(1);
    const payloads = packEnvelopes(Array.from({ length: 20 }, (_, n) => item(n, 1000)));
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const delivered = payloads.flatMap((payload) => (JSON.parse(payload) as { items: unknown[] }).items);
    expect(delivered).toHaveLength(20);
  });

  it('gives nothing for no deliveries', () => {
    expect(packEnvelopes([])).toEqual([]);
  });
});

/** A token that expires `seconds` from the (fake) clock's now; the hub reads only its expiry. */
async function tokenFor(seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: 's' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(now + seconds)
    .sign(new Uint8Array(32));
}

/** Enough of a database for the hub: it listens, and the test calls the handlers as NOTIFY would. */
function fakeDatabase() {
  const handlers = new Map<string, (payload: string) => void>();
  const database = {
    listen: (channel: string, handler: (payload: string) => void) => {
      handlers.set(channel, handler);
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Database;
  return {
    database,
    notify: (channel: string, payload: unknown) => handlers.get(channel)!(JSON.stringify(payload)),
  };
}

/** Lets the promise chains of an authentication settle (fake timers do not run microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('RealtimeHub sockets and sessions', () => {
  const alice = { id: 1, sessionId: 'alice-1' };

  async function accepted(
    hub: RealtimeHub,
    token: string,
    authenticate = vi.fn(() => Promise.resolve(alice)),
  ) {
    const socket = fakeSocket();
    const done = hub.accept(asWs(socket), authenticate);
    socket.emit('message', message({ type: 'auth', token }), false);
    await done;
    return { socket, authenticate };
  }

  it('closes a socket with 4401 when its token expires, unless a renewed token came on the same socket', async () => {
    const hub = new RealtimeHub(fakeDatabase().database);
    await hub.start();
    const { socket } = await accepted(hub, await tokenFor(60));
    expect(hub.socketCount(1)).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    socket.emit('message', message({ type: 'auth', token: await tokenFor(120) }), false);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000); // past the first token's expiry
    expect(socket.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000); // past the renewed one's
    expect(socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
    expect(hub.socketCount(1)).toBe(0);
  });

  it("closes the socket when a renewal is refused or is another person's token", async () => {
    const hub = new RealtimeHub(fakeDatabase().database);
    await hub.start();
    for (const renewed of [null, { id: 2, sessionId: 'bob-1' }]) {
      const authenticate = vi.fn().mockResolvedValueOnce(alice).mockResolvedValueOnce(renewed);
      const { socket } = await accepted(hub, await tokenFor(600), authenticate);
      socket.emit('message', message({ type: 'auth', token: await tokenFor(900) }), false);
      await settle();
      expect(socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
    }
  });

  it('closes the sockets of an ended session at once and checks again those of a changed user', async () => {
    const { database, notify } = fakeDatabase();
    const hub = new RealtimeHub(database);
    await hub.start();
    const ended = await accepted(hub, await tokenFor(600));
    const other = await accepted(
      hub,
      await tokenFor(600),
      vi.fn(() => Promise.resolve({ ...alice, sessionId: 'alice-2' })),
    );
    notify('session_changes', { sessions: ['alice-1'] });
    expect(ended.socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
    expect(other.socket.close).not.toHaveBeenCalled();

    // Roles changed: the session still holds, the socket stays.
    notify('session_changes', { users: [1] });
    await settle();
    expect(other.socket.close).not.toHaveBeenCalled();
    // Dismissed: the session no longer authenticates, the socket closes.
    other.authenticate.mockResolvedValue(null as never);
    notify('session_changes', { users: [1] });
    await settle();
    expect(other.socket.close).toHaveBeenCalledWith(4401, 'unauthorized');
  });

  it('closes a socket past the per-person cap with 4429 and files none of it', async () => {
    const hub = new RealtimeHub(fakeDatabase().database, { maxSocketsPerUser: 2 });
    await hub.start();
    await accepted(hub, await tokenFor(600));
    await accepted(hub, await tokenFor(600));
    const third = await accepted(hub, await tokenFor(600));
    expect(third.socket.close).toHaveBeenCalledWith(4429, 'too many sockets');
    expect(hub.socketCount(1)).toBe(2);
  });
});
