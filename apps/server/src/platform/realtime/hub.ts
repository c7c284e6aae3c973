import type { RawData, WebSocket } from 'ws';
import { notify } from '../db/sql.ts';
import {
  clientSocketMessageSchema,
  SOCKET_UNAUTHORIZED_CLOSE,
  type ServerSocketMessage,
} from '@intranet/contracts';
import type { Database } from '../db/database.ts';

const CHANNEL = 'realtime';

/** How long a new socket has to send its `auth` message before it is closed with 4401. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;

function authToken(data: RawData, isBinary: boolean): string | null {
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
 * Authenticates a socket by its first message, `{"type":"auth","token":"<access token>"}` (the token
 * never travels in the URL, which is logged). Resolves the user `authenticate` finds for the token. No
 * message within `timeoutMs`, another first message or a refused token close the socket with 4401
 * 'unauthorized' and resolve null, as does a socket closed before. Reads the first message only; rejects,
 * leaving the socket open, when `authenticate` throws.
 */
export function authenticateSocket<User>(
  socket: WebSocket,
  authenticate: (token: string) => Promise<User | null>,
  timeoutMs: number = SOCKET_AUTH_TIMEOUT_MS,
): Promise<User | null> {
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
      // Only the first message is read; later ones (before or after the answer) are not processed.
      socket.off('message', onMessage);
      const token = authToken(data, isBinary);
      if (!token) return refuse();
      authenticate(token).then(
        (user) => {
          if (!user) return refuse();
          finish();
          resolve(socket.readyState === socket.OPEN ? user : null);
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

/** One NOTIFY: messages, each for some users. */
interface Envelope {
  /** `user_ids: 'all'`: every signed-in socket (a new post in the feed). */
  items: { user_ids: number[] | 'all'; message: ServerSocketMessage }[];
}

/** NOTIFY payloads end at 8000 bytes; envelopes are packed below this many. */
const PAYLOAD_LIMIT = 7500;

/** Packs deliveries into as few envelopes as fit the payload limit (a delivery too big alone goes alone). */
export function packEnvelopes(items: Envelope['items']): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 0;
  const flush = () => {
    if (current.length) payloads.push(`{"items":[${current.join(',')}]}`);
    current = [];
    size = 0;
  };
  for (const item of items) {
    const json = JSON.stringify(item);
    const bytes = Buffer.byteLength(json); // the limit is in bytes: a Cyrillic letter takes two
    if (size + bytes + 20 > PAYLOAD_LIMIT) flush();
    current.push(json);
    size += bytes + 1;
  }
  flush();
  return payloads;
}

/**
 * Delivers messages to users' open sockets. Publishing goes through Postgres NOTIFY and every server
 * process LISTENs, so a message reaches a socket whichever process holds it.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutdown');
    this.sockets.clear();
  }

  attach(userId: number, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  /** Local sockets only; for tests and diagnostics. */
  socketCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  async publish(userIds: number[], message: ServerSocketMessage): Promise<void> {
    await this.publishEach([{ userIds, message }]);
  }

  /** One message to every open socket of every process (what everyone sees: the feed). */
  async broadcast(message: ServerSocketMessage): Promise<void> {
    await notify(this.database.db, CHANNEL, packEnvelopes([{ user_ids: 'all', message }]));
  }

  /** Different messages to different users: one statement, as few notifications as the size limit allows. */
  async publishEach(deliveries: { userIds: number[]; message: ServerSocketMessage }[]): Promise<void> {
    const items = deliveries
      .filter((delivery) => delivery.userIds.length > 0)
      .map((delivery) => ({ user_ids: delivery.userIds, message: delivery.message }));
    if (items.length === 0) return;
    await notify(this.database.db, CHANNEL, packEnvelopes(items));
  }

  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const item of envelope.items ?? []) {
      const text = JSON.stringify(item.message);
      const recipients = item.user_ids === 'all' ? this.sockets.keys() : item.user_ids;
      for (const userId of recipients) {
        for (const socket of this.sockets.get(userId) ?? []) {
          if (socket.readyState === socket.OPEN) socket.send(text);
        }
      }
    }
  }
}
