import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticateSocket, SOCKET_AUTH_TIMEOUT_MS, packEnvelopes } from './hub.ts';

/** Enough of a server-side ws socket for the handshake: events, readyState and close. */
function fakeSocket() {
  const emitter = new EventEmitter();
  const socket = Object.assign(emitter, {
    OPEN: 1,
    readyState: 1,
    close: vi.fn(() => {
      socket.readyState = 2;
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
    await expect(result).resolves.toEqual({ id: 7 });
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
