import { index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** Server-side sessions behind the refresh cookie; a revoked session stops its access tokens too. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on a login-as session: the admin's own session to return to. */
    impersonatorSessionId: uuid('impersonator_session_id').references((): AnyPgColumn => sessions.id),
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last request made with the session (written at most every few minutes): the idle timeout's clock. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * The refresh tokens of a session (its family): each refresh uses one and issues the next. A used token
 * presented again after the grace period means it was stolen, and the whole session is revoked.
 */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    /** sha256 of the refresh token; the token itself is only in the browser's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('session_tokens_session_id_idx').on(table.sessionId)],
);

/** Secrets the server generates for itself when the environment gives none (the JWT key). */
export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
