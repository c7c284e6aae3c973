import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_RESTART_CLOSE } from '@intranet/contracts/health/lifecycle';
import {
  SOCKET_LIMIT_CLOSE,
  SOCKET_UNAUTHORIZED_CLOSE,
  type ClientSocketMessage,
  type ServerSocketMessage,
} from '@intranet/contracts';
import { App, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../api/http-client.ts';
import { useSession } from '../auth/session.tsx';
import { notificationsKey } from './notifications.api.ts';
import { showToast } from './toast.ts';
import { emitSocketMessage } from '../realtime/socket-messages.ts';

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
/**
 * A server process that stops closes its sockets with 1012: the others are up, so connect again soon, at a
 * random moment within this, so that its sockets do not all come back in one burst.
 */
export const RESTART_RECONNECT_MAX_MS = 1000;
const TOAST_AUTO_HIDE_MS = 8000;
/**
 * The server closes a socket when its token expires: this long before, the socket is given the current
 * token (refreshed if need be) in a new `auth` message, and stays open.
 */
export const SOCKET_RENEW_AHEAD_MS = 90_000;

/** No token in the URL: URLs reach logs. The socket authenticates by its first message instead. */
function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/ws`;
}

function authMessage(token: string): string {
  const message: ClientSocketMessage = { type: 'auth', token };
  return JSON.stringify(message);
}

function parseMessage(raw: unknown): ServerSocketMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as ServerSocketMessage;
  } catch {
    return null;
  }
}

/**
 * The live feed of /api/ws: each new notification refreshes the bell and shows a toast. Each connection
 * sends `{type: 'auth', token}` on open. Reconnects with back-off and a fresh token (refreshed first when
 * the server refused the last one with 4401); renews the token on the open socket before it expires; stops
 * when the user signs out.
 */
export function useNotificationSocket(): void {
  const { status, me } = useSession();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const userId = me?.id;

  useEffect(() => {
    if (status !== 'signed-in' || userId === undefined || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    /** The token the open socket authenticated with, and when it expires. */
    let sent = { token: '', expiresAt: 0 };

    function sendToken(current: WebSocket, token: string) {
      sent = { token, expiresAt: http.tokens.peek() === token ? http.tokens.expiresAt() : Date.now() };
      current.send(authMessage(token));
    }

    function scheduleRenewal(current: WebSocket) {
      clearTimeout(renewTimer);
      const delay = Math.max(1000, sent.expiresAt - Date.now() - SOCKET_RENEW_AHEAD_MS);
      renewTimer = setTimeout(() => void renew(current), delay);
    }

    async function renew(current: WebSocket) {
      let token = http.tokens.peek();
      try {
        // Another call may have refreshed the token already; otherwise refresh it now.
        if (!token || token === sent.token) token = await http.tokens.refreshNow();
      } catch {
        return; // The session is gone: the server closes the socket, and the next API call signs out.
      }
      if (!stopped && current === socket && current.readyState === WebSocket.OPEN) sendToken(current, token);
    }
    let attempt = 0;
    let stopped = false;
    let refused = false;

    function handleMessage(event: MessageEvent) {
      const message = parseMessage(event.data);
      if (message) emitSocketMessage(message);
      if (message?.type === 'ready') {
        attempt = 0;
        if (socket) scheduleRenewal(socket);
      }
      if (message?.type !== 'notification') return;
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      const { link } = message.data;
      showToast(notification, {
        key: `notification-${message.data.id}`,
        title: message.data.title,
        description: message.data.body,
        autoHideMs: TOAST_AUTO_HIDE_MS,
        actions:
          link && link.startsWith('/') ? (
            <Typography.Link onClick={() => void navigate(link)}>Открыть</Typography.Link>
          ) : undefined,
      });
    }

    function scheduleReconnect(event: CloseEvent) {
      clearTimeout(renewTimer);
      refused = event.code === SOCKET_UNAUTHORIZED_CLOSE.code;
      if (stopped) return;
      if (event.code === SOCKET_RESTART_CLOSE.code) {
        timer = setTimeout(() => void connect(), Math.random() * RESTART_RECONNECT_MAX_MS);
        return;
      }
      // Too many open tabs: wait the longest, so that this tab gets in when another one closes.
      const step = event.code === SOCKET_LIMIT_CLOSE.code ? RECONNECT_DELAYS_MS.length - 1 : attempt;
      const delay = RECONNECT_DELAYS_MS[Math.min(step, RECONNECT_DELAYS_MS.length - 1)]!;
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    }

    async function connect() {
      let token: string;
      try {
        token = await (refused ? http.tokens.refreshNow() : http.tokens.getValidToken());
      } catch {
        return; // The session is gone: the next API call takes the user to sign-in.
      }
      if (stopped) return;
      const current = new WebSocket(socketUrl());
      socket = current;
      current.addEventListener('open', () => sendToken(current, token));
      current.addEventListener('message', handleMessage);
      current.addEventListener('close', scheduleReconnect);
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(renewTimer);
      socket?.removeEventListener('close', scheduleReconnect);
      socket?.close();
    };
  }, [status, userId, queryClient, notification, navigate]);
}
