import type { WebSocket } from 'ws';
import { sql } from 'drizzle-orm';
import type { ServerSocketMessage } from '@intranet/contracts';
import type { Database } from '../db/database.ts';

const CHANNEL = 'realtime';

interface Envelope {
  user_ids: number[];
  message: ServerSocketMessage;
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
    if (userIds.length === 0) return;
    const envelope: Envelope = { user_ids: userIds, message };
    await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(envelope)})`);
  }

  private deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    const text = JSON.stringify(envelope.message);
    for (const userId of envelope.user_ids) {
      for (const socket of this.sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    }
  }
}
