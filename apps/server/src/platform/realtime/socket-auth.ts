import type { RawData, WebSocket } from 'ws';
import { decodeJwt } from 'jose';
import { clientSocketMessageSchema, SOCKET_UNAUTHORIZED_CLOSE } from '@intranet/contracts';

/** How long a new socket has to send its `auth` message before it is closed with 4401. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;

/** The token of an `auth` message, or null for any other message. */
export function authToken(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  const text = bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientSocketMessageSchema.safeParse(json);
  return parsed.success && parsed.data.type === 'auth' ? parsed.data.token : null;
}

/**
 * When an access token stops being valid, ms since the epoch. Read without checking the signature: it is
 * called only on a token the guard's `authenticate` has just accepted.
 */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Authenticates a socket by its first message, `{"type":"auth","token":"<access token>"}` (the token
 * never travels in the URL, which is logged). Resolves the user `authenticate` finds for the token, with the
 * token. No message within `timeoutMs`, another first message or a refused token close the socket with 4401
 * 'unauthorized' and resolve null, as does a socket closed before. Reads the first message only; rejects,
 * leaving the socket open, when `authenticate` throws.
 */
export function authenticateSocket<User>(
  socket: WebSocket,
  authenticate: (token: string) => Promise<User | null>,
  timeoutMs: number = SOCKET_AUTH_TIMEOUT_MS,
): Promise<{ user: User; token: string } | null> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
    };
    const refuse = () => {
      finish();
      socket.close(SOCKET_UNAUTHORIZED_CLOSE.code, SOCKET_UNAUTHORIZED_CLOSE.reason);
      resolve(null);
    };
    const onClose = () => {
      finish();
      resolve(null);
    };
    const onMessage = (data: RawData, isBinary: boolean) => {
      // Only the first message is read here; the hub reads the later ones (a renewed token).
      socket.off('message', onMessage);
      const token = authToken(data, isBinary);
      if (!token) return refuse();
      authenticate(token).then(
        (user) => {
          if (!user) return refuse();
          finish();
          resolve(socket.readyState === socket.OPEN ? { user, token } : null);
        },
        (error: unknown) => {
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    const timer = setTimeout(refuse, timeoutMs);
    socket.on('message', onMessage);
    socket.on('close', onClose);
  });
}
