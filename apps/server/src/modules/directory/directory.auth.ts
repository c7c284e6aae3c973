import { eq } from 'drizzle-orm';
import { DIRECTORY_UNAVAILABLE_MESSAGE } from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import type { PasswordVerifier } from '../auth/auth.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';
import type { DirectoryConfig } from './directory.config.ts';
import { departmentsByName, groupNames, personValues, type DirectoryPerson } from './directory.entries.ts';
import type { GroupRoleMapper } from './directory.service.ts';
import { verifyPassword } from './ldap.client.ts';

/**
 * The sign-in with the directory's password (docs/modules/directory.md, "Sign-in"). Accounts linked to the
 * directory (external_id `ldap:…`) and logins the portal does not know are checked in the directory (search,
 * then bind as the person); every other account — the demo people, the break-glass administrator — keeps its
 * local password, so a directory that does not answer never locks them out.
 */
export function directoryPasswordVerifier(
  db: Db,
  config: DirectoryConfig,
  roles: GroupRoleMapper | undefined,
): PasswordVerifier {
  return {
    async verify(login, password, user) {
      if (user && !user.externalId?.startsWith('ldap:')) return undefined;
      let person;
      try {
        person = await verifyPassword(config, login.trim(), password);
      } catch {
        throw unauthorized(DIRECTORY_UNAVAILABLE_MESSAGE);
      }
      if (!person || person.disabled) return null;
      // The login now names another entry of the directory: the account stays with the person it was linked to.
      if (user && user.externalId !== person.externalId) return null;
      const userId = user?.id ?? (await linkedOrCreated(db, person));
      if (userId === null) return null;
      if (roles) await roles.applyGroups(userId, 'ldap', groupNames(person));
      await recordAudit(db, {
        actor: { id: userId, impersonatorUserId: null },
        action: 'directory.sign_in',
        targetType: 'user',
        targetId: userId,
        details: { login: person.login, created: user === null },
      });
      return userId;
    },
  };
}

/**
 * The account of a directory person signing in under a login the portal does not have: the one linked to the
 * same entry (the login was renamed in the directory), or a new one made from the entry as the sync makes it.
 */
async function linkedOrCreated(db: Db, person: DirectoryPerson): Promise<number | null> {
  const [linked] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.externalId, person.externalId));
  if (linked) return linked.id;
  // The sync's values for the entry, department included (one short read of the structure names, only at
  // creation). The manager is left to the next sync: it is another entry, which the sign-in would have to read
  // from the directory and which may have no account yet.
  const departments = departmentsByName(
    await db.select({ id: structures.id, name: structures.name }).from(structures),
  );
  const [created] = await db
    .insert(users)
    .values(personValues(person, departments))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id ?? null;
}
