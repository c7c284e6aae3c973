import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { roles, users } from '../users/users.schema.ts';

/** Which product roles a directory group gives (OpenID Connect groups claim, LDAP groups); admin-edited. */
export const directoryGroupRoles = pgTable(
  'directory_group_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    source: text('source').notNull(),
    groupName: text('group_name').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    check('directory_group_roles_source_check', sql`${table.source} in ('oidc', 'ldap')`),
    // Directory group names compare without case (AD and most providers treat them so).
    uniqueIndex('directory_group_roles_unique_idx').on(
      table.source,
      sql`lower(${table.groupName})`,
      table.roleId,
    ),
    index('directory_group_roles_role_id_idx').on(table.roleId),
  ],
);

/**
 * Which of a user's roles a mapping gave, per source: the next sign-in or sync takes away only these when
 * the mapping no longer gives them; roles given by hand are never recorded here.
 */
export const userDirectoryRoles = pgTable(
  'user_directory_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId, table.source] }),
    check('user_directory_roles_source_check', sql`${table.source} in ('oidc', 'ldap')`),
    index('user_directory_roles_role_id_idx').on(table.roleId),
  ],
);

/**
 * An OpenID Connect sign-in under way: the state the provider sends back, with the nonce, the PKCE verifier
 * and the return path it was started with. A row (not process memory) so the callback may reach any process;
 * taken once, so a state is good for one callback.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    /** Ties the callback to the browser that started the sign-in (a cookie holds its hash's preimage). */
    browserKeyHash: text('browser_key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_login_states_expires_at_idx').on(table.expiresAt)],
);
