import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RESTART_RECONNECT_MAX_MS,
  SOCKET_RENEW_AHEAD_MS,
  useNotificationSocket,
} from './use-notification-socket.tsx';

const tokens = vi.hoisted(() => ({
  getValidToken: vi.fn<() => Promise<string>>(),
  refreshNow: vi.fn<() => Promise<string>>(),
  peek: vi.fn<() => string | null>(),
  expiresAt: vi.fn<() => number>(),
}));
vi.mock('../../api/http-client.ts', () => ({ http: { tokens } }));
vi.mock('../auth/session.tsx', () => ({
  useSession: () => ({ status: 'signed-in', me: { id: 5 } }),
}));

/** Records the sockets the hook opens; the test plays the server. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
  closeByServer(code: number) {
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

function Probe() {
  useNotificationSocket();
  return null;
}

async function renderHook() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <Probe />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

/** Lets the token promise and the effects settle. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  tokens.getValidToken.mockReset();
  tokens.refreshNow.mockReset();
  tokens.peek.mockReset();
  tokens.expiresAt.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useNotificationSocket', () => {
  it('sends the access token as the first message, never in the URL', async () => {
    tokens.getValidToken.mockResolvedValue('access-1');
    await renderHook();
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    expect(new URL(socket.url).pathname).toBe('/api/ws');
    expect(new URL(socket.url).search).toBe('');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent.map((data) => JSON.parse(data) as unknown)).toEqual([
      { type: 'auth', token: 'access-1' },
    ]);
  });

  it('reconnects with back-off, with a refreshed token after a 4401', async () => {
    tokens.getValidToken.mockResolvedValue('access-1');
    tokens.refreshNow.mockResolvedValue('access-2');
    await renderHook();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.closeByServer(4401);
    await flush(999);
    expect(FakeSocket.all).toHaveLength(1);
    await flush(1);
    expect(tokens.refreshNow).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-2' })]);

    // A dropped connection reconnects with the current token, after a longer pause.
    FakeSocket.all[1]!.closeByServer(1006);
    await flush(2000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(tokens.getValidToken).toHaveBeenCalledTimes(2);
    expect(tokens.refreshNow).toHaveBeenCalledTimes(1);
    FakeSocket.all[2]!.open();
    expect(FakeSocket.all[2]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-1' })]);
  });

  it('gives the open socket a renewed token before the server would close it at expiry', async () => {
    const lifetime = 15 * 60_000;
    tokens.getValidToken.mockResolvedValue('access-1');
    tokens.peek.mockReturnValue('access-1');
    tokens.expiresAt.mockReturnValue(Date.now() + lifetime);
    tokens.refreshNow.mockResolvedValue('access-2');
    await renderHook();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready', user_id: 5 });
    // (Date is real here: a second's slack for the time the test itself takes.)
    await flush(lifetime - SOCKET_RENEW_AHEAD_MS - 1000);
    expect(socket.sent).toHaveLength(1);
    await flush(1000);
    expect(tokens.refreshNow).toHaveBeenCalledTimes(1);
    expect(socket.sent.map((data) => JSON.parse(data) as unknown)).toEqual([
      { type: 'auth', token: 'access-1' },
      { type: 'auth', token: 'access-2' },
    ]);
    expect(FakeSocket.all).toHaveLength(1); // the same socket, no reconnect
  });

  it('waits the longest pause after a 4429 (too many open tabs)', async () => {
    tokens.getValidToken.mockResolvedValue('access-1');
    await renderHook();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.closeByServer(4429);
    await flush(29_999);
    expect(FakeSocket.all).toHaveLength(1);
    await flush(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('connects again within a second when its server process restarts (1012), whatever the back-off', async () => {
    tokens.getValidToken.mockResolvedValue('access-1');
    await renderHook();
    // Two dropped connections in a row: the back-off would now wait 5 s.
    for (const index of [0, 1]) {
      FakeSocket.all[index]!.open();
      FakeSocket.all[index]!.closeByServer(1006);
      await flush(2000);
    }
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    FakeSocket.all[2]!.closeByServer(1012);
    await flush(RESTART_RECONNECT_MAX_MS);
    expect(FakeSocket.all).toHaveLength(4);
    expect(tokens.refreshNow).not.toHaveBeenCalled();
  });
});
