import type { PermissionName } from '@intranet/contracts';
import { KeyedCache, type KeyedCacheOptions } from '../cache/keyed-cache.ts';
import { notify } from '../db/sql.ts';
import type { Database, Db } from '../db/database.ts';

/** The NOTIFY channel on which processes tell each other which cached sessions no longer hold. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** What changed: sessions revoked, users whose roles, permissions or record changed, or everything. */
export interface SessionChange {
  sessions?: readonly string[];
  users?: readonly number[];
  all?: boolean;
}

/** What the guard needs of a live session, read in one query on a miss (AuthService.authenticate). */
export interface CachedSession {
  userId: number;
  login: string;
  fullName: string;
  roles: string[];
  permissions: PermissionName[];
  impersonatorUserId: number | null;
  /** ISO date of dismissal; the guard refuses from the day after it. */
  fireDate: string | null;
  /** When the session (or, for a login-as, the administrator's session) ends, ms since the epoch. */
  expiresAt: number;
  /** The session's last request as last written, ms since the epoch (the idle timeout's clock). */
  lastSeenAt: number;
}

const DEFAULTS: KeyedCacheOptions = { ttlMs: 60_000, maxEntries: 10_000 };

/** A change as notified; one that cannot be read means everything. */
export function parseSessionChange(payload: string): SessionChange {
  try {
    return JSON.parse(payload) as SessionChange;
  } catch {
    return { all: true }; // a payload we cannot read: forget everything rather than serve a revoked session
  }
}

/**
 * The guard's session check without a database read (docs/decisions.md, "Sessions and sign-in"): live
 * sessions by id, in process memory, invalidated across processes through NOTIFY. Every process LISTENs;
 * `invalidate` evicts here at once and notifies the others (inside a transaction the notification leaves at
 * commit, so a rollback changes nothing).
 */
export class SessionCache {
  private readonly entries: KeyedCache<string, CachedSession>;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    options: Partial<KeyedCacheOptions> = {},
    now: () => number = Date.now,
  ) {
    this.entries = new KeyedCache({ ...DEFAULTS, ...options }, now);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      SESSION_CHANGES_CHANNEL,
      (payload) => this.apply(parseSessionChange(payload)),
      // Changes notified while the connection was down are unknown: forget everything.
      () => this.apply({ all: true }),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached session, or what `load` reads (stored when no change happened meanwhile). */
  async get(sessionId: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return this.entries.get(sessionId, load, (session, now) => session.expiresAt > now);
  }

  /** Evicts the changed sessions here and in every other process. `db` may be a transaction's. */
  async invalidate(db: Db, change: SessionChange): Promise<void> {
    this.apply(change);
    let payload = JSON.stringify(change);
    if (payload.length > 7000) payload = JSON.stringify({ all: true }); // NOTIFY payloads end at 8000 bytes
    await notify(db, SESSION_CHANGES_CHANNEL, [payload]);
  }

  private apply(change: SessionChange): void {
    if (change.all) return this.entries.clear();
    const users = new Set(change.users ?? []);
    this.entries.evict(
      change.sessions ?? [],
      users.size ? (session) => users.has(session.userId) : undefined,
    );
  }
}
