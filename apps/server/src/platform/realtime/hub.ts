import type { RawData, WebSocket } from 'ws';
import { notify } from '../db/sql.ts';
import { SOCKET_LIMIT_CLOSE, SOCKET_UNAUTHORIZED_CLOSE, type ServerSocketMessage } from '@intranet/contracts';
import type { Database } from '../db/database.ts';
import { SESSION_CHANGES_CHANNEL, parseSessionChange, type SessionChange } from '../auth/session-cache.ts';
import { authenticateSocket, authToken, tokenExpiresAt } from './socket-auth.ts';

export { authenticateSocket, SOCKET_AUTH_TIMEOUT_MS } from './socket-auth.ts';

/** Whom a socket speaks for: the user and the session its token belongs to. */
export interface SocketUser {
  id: number;
  sessionId: string;
}

/** The guard's token check: the live session's user, or null. */
export type SocketAuthenticator = (token: string) => Promise<SocketUser | null>;

/** Open sockets one person may hold in one process (tabs and devices); a socket past it is closed. */
export const MAX_SOCKETS_PER_USER = 20;

/** What the hub knows of an authenticated socket. */
interface SocketEntry {
  user: SocketUser;
  token: string;
  authenticate: SocketAuthenticator;
  /** Closes the socket when its token expires, unless a renewed token came first. */
  expiry: ReturnType<typeof setTimeout> | undefined;
}

const CHANNEL = 'realtime';

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
  private readonly entries = new Map<WebSocket, SocketEntry>();
  private readonly unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    private readonly options: { maxSocketsPerUser: number } = { maxSocketsPerUser: MAX_SOCKETS_PER_USER },
  ) {}

  async start(): Promise<void> {
    this.unlisten.push(await this.database.listen(CHANNEL, (payload) => this.deliver(payload)));
    // A socket lives only as long as its session: revocations (logout, a reused refresh token, a login-as
    // ended) and changed users arrive here after their commit, from every process.
    this.unlisten.push(
      await this.database.listen(
        SESSION_CHANGES_CHANNEL,
        (payload) => this.applySessionChange(parseSessionChange(payload)),
        () => this.applySessionChange({ all: true }),
      ),
    );
  }

  async stop(): Promise<void> {
    for (const unlisten of this.unlisten.splice(0)) await unlisten();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutdown');
    this.sockets.clear();
  }

  /**
   * Takes a new socket: authenticates it by its first message, files it under its user, closes it (4401) when
   * its token expires or its session ends, and reads a later `auth` message as a renewed token for the same
   * user. Resolves once the socket is filed or refused.
   */
  async accept(socket: WebSocket, authenticate: SocketAuthenticator): Promise<void> {
    const accepted = await authenticateSocket(socket, authenticate);
    if (!accepted) return;
    const { user, token } = accepted;
    if (this.socketCount(user.id) >= this.options.maxSocketsPerUser) {
      socket.close(SOCKET_LIMIT_CLOSE.code, SOCKET_LIMIT_CLOSE.reason);
      return;
    }
    const entry: SocketEntry = { user, token, authenticate, expiry: undefined };
    this.entries.set(socket, entry);
    this.attach(user.id, socket);
    this.renew(socket, entry, token);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const next = authToken(data, isBinary);
      if (next) void this.reauthenticate(socket, entry, next);
    });
    this.send(socket, { type: 'ready', user_id: user.id });
  }

  private attach(userId: number, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    socket.on('close', () => this.detach(userId, socket));
  }

  /** Forgets a socket at once (its closing handshake may take a while). Idempotent. */
  private detach(userId: number, socket: WebSocket): void {
    const set = this.sockets.get(userId);
    set?.delete(socket);
    if (set?.size === 0) this.sockets.delete(userId);
    clearTimeout(this.entries.get(socket)?.expiry);
    this.entries.delete(socket);
  }

  /** Takes `token` as the socket's own and closes the socket when it expires. */
  private renew(socket: WebSocket, entry: SocketEntry, token: string): void {
    entry.token = token;
    clearTimeout(entry.expiry);
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return this.refuse(socket);
    // A long timer is clamped by Node (about 24.8 days); an access token lives minutes.
    entry.expiry = setTimeout(() => this.refuse(socket), Math.max(0, expiresAt - Date.now()));
  }

  /** A renewed token on an open socket: the same user's live session keeps it; anything else closes it. */
  private async reauthenticate(socket: WebSocket, entry: SocketEntry, token: string): Promise<void> {
    let user: SocketUser | null;
    try {
      user = await entry.authenticate(token);
    } catch {
      user = null;
    }
    if (!user || user.id !== entry.user.id) return this.refuse(socket);
    entry.user = user;
    this.renew(socket, entry, token);
    this.send(socket, { type: 'ready', user_id: user.id });
  }

  /** Closes the sockets of ended sessions, and checks again those of changed users (a dismissal ends them). */
  private applySessionChange(change: SessionChange): void {
    const ended = new Set(change.sessions ?? []);
    const users = new Set(change.users ?? []);
    for (const [socket, entry] of this.entries) {
      if (ended.has(entry.user.sessionId)) this.refuse(socket);
      else if (change.all || users.has(entry.user.id)) void this.recheck(socket, entry);
    }
  }

  private async recheck(socket: WebSocket, entry: SocketEntry): Promise<void> {
    const token = entry.token;
    let user: SocketUser | null;
    try {
      user = await entry.authenticate(token);
    } catch {
      return; // the database is unreachable: the next change or the token's expiry decides
    }
    // A token renewed meanwhile was checked on its own.
    if (entry.token === token && (!user || user.sessionId !== entry.user.sessionId)) this.refuse(socket);
  }

  private refuse(socket: WebSocket): void {
    const entry = this.entries.get(socket);
    if (entry) this.detach(entry.user.id, socket);
    if (socket.readyState === socket.OPEN)
      socket.close(SOCKET_UNAUTHORIZED_CLOSE.code, SOCKET_UNAUTHORIZED_CLOSE.reason);
  }

  private send(socket: WebSocket, message: ServerSocketMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
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
