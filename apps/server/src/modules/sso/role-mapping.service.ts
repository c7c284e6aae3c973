import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ROLES, type DirectorySource, type RoleMappingEntry, type RoleMappingRow } from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { fieldError } from '../../platform/http/app-error.ts';
import { roles, userRoles, users } from '../users/users.schema.ts';
import { directoryGroupRoles, userDirectoryRoles } from './sso.schema.ts';

/**
 * The directory group → product role mapping (docs/modules/sso.md, "Roles from groups"), shared by the
 * OpenID Connect sign-in and the LDAP sign-in and sync. `user_directory_roles` records which of a user's
 * roles a source gave: only those are taken away when the groups no longer give them, so a role given by hand
 * is never touched (and a role held by hand before a mapping also gave it is not recorded as the mapping's).
 */
export class RoleMappingService {
  constructor(
    private readonly db: Db,
    /** Tells the guard's cache that roles changed (absent in scripts). */
    private readonly sessionCache?: SessionCache,
  ) {}

  /**
   * Gives the user the roles `groups` map to from `source` and takes away those this source gave earlier
   * that are no longer mapped (unless the other source gives them too). Runs in the caller's transaction
   * when there is one. Answers the role names added to and removed from the user, sorted.
   */
  async applyGroups(
    userId: number,
    source: DirectorySource,
    groups: string[],
  ): Promise<{ added: string[]; removed: string[] }> {
    const wanted = [...new Set(groups.map((group) => group.trim().toLowerCase()).filter(Boolean))];
    const outcome = await this.db.transaction(async () => {
      // Two sign-ins of one person at once would otherwise both see the role missing and both insert it.
      await lockRows(this.db, users, users.id, [userId]);
      // Compared in JS: lower() of the database's C locale leaves Cyrillic letters as they are.
      const wantedSet = new Set(wanted);
      const mapped = (
        await this.db
          .select({ roleId: directoryGroupRoles.roleId, groupName: directoryGroupRoles.groupName })
          .from(directoryGroupRoles)
          .where(eq(directoryGroupRoles.source, source))
      ).filter((row) => wantedSet.has(row.groupName.toLowerCase()));
      const mappedIds = new Set(mapped.map((row) => row.roleId));
      const held = new Set(
        (
          await this.db
            .select({ roleId: userRoles.roleId })
            .from(userRoles)
            .where(eq(userRoles.userId, userId))
        ).map((row) => row.roleId),
      );
      const granted = await this.db
        .select({ roleId: userDirectoryRoles.roleId, source: userDirectoryRoles.source })
        .from(userDirectoryRoles)
        .where(eq(userDirectoryRoles.userId, userId));
      const grantedHere = new Set(granted.filter((row) => row.source === source).map((row) => row.roleId));
      const grantedElsewhere = new Set(
        granted.filter((row) => row.source !== source).map((row) => row.roleId),
      );

      const added: number[] = [];
      const record: number[] = [];
      for (const roleId of mappedIds) {
        if (grantedHere.has(roleId)) continue;
        if (!held.has(roleId)) {
          added.push(roleId);
          record.push(roleId);
        } else if (grantedElsewhere.has(roleId)) {
          // Held because the other source gave it: this source gives it too now.
          record.push(roleId);
        }
        // Held by hand: stays the administrator's, not recorded.
      }
      if (added.length > 0)
        await this.db
          .insert(userRoles)
          .values(added.map((roleId) => ({ userId, roleId })))
          .onConflictDoNothing();
      if (record.length > 0)
        await this.db
          .insert(userDirectoryRoles)
          .values(record.map((roleId) => ({ userId, roleId, source })))
          .onConflictDoNothing();

      const dropped = [...grantedHere].filter((roleId) => !mappedIds.has(roleId));
      const removed = dropped.filter((roleId) => !grantedElsewhere.has(roleId));
      if (dropped.length > 0)
        await this.db
          .delete(userDirectoryRoles)
          .where(
            and(
              eq(userDirectoryRoles.userId, userId),
              eq(userDirectoryRoles.source, source),
              inArray(userDirectoryRoles.roleId, dropped),
            ),
          );
      if (removed.length > 0)
        await this.db
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, removed)));
      if (added.length > 0 || removed.length > 0)
        await this.sessionCache?.invalidate(this.db, { users: [userId] });
      return { added: await this.namesOf(added), removed: await this.namesOf(removed) };
    });
    return outcome;
  }

  /** The mapping of one source, by group then role. */
  async list(source: DirectorySource): Promise<RoleMappingRow[]> {
    const rows = await this.db
      .select({
        id: directoryGroupRoles.id,
        source: directoryGroupRoles.source,
        groupName: directoryGroupRoles.groupName,
        role: roles.name,
        roleLabel: roles.label,
      })
      .from(directoryGroupRoles)
      .innerJoin(roles, eq(roles.id, directoryGroupRoles.roleId))
      .where(eq(directoryGroupRoles.source, source))
      .orderBy(asc(sql`${directoryGroupRoles.groupName} collate "und-x-icu"`), asc(roles.name));
    return rows.map((row) => ({
      id: row.id,
      source: row.source as DirectorySource,
      group_name: row.groupName,
      role: row.role as RoleMappingRow['role'],
      role_label: row.roleLabel,
    }));
  }

  /**
   * Replaces the whole mapping of a source (the editor saves its table at once); audited. Users get the new
   * roles at their next sign-in or sync, not now: the groups a person is in are known only then.
   */
  async replace(
    actor: AuthUser,
    source: DirectorySource,
    entries: RoleMappingEntry[],
  ): Promise<RoleMappingRow[]> {
    const unique = new Map<string, RoleMappingEntry>();
    for (const entry of entries) {
      const groupName = entry.group_name.trim();
      const key = `${groupName.toLowerCase()}\u0000${entry.role}`;
      // The first spelling of a group stays.
      if (!unique.has(key)) unique.set(key, { group_name: groupName, role: entry.role });
    }
    const rows = [...unique.values()];
    return this.db.transaction(async () => {
      const roleNames = [...new Set(rows.map((row) => row.role))];
      const known =
        roleNames.length === 0
          ? []
          : await this.db
              .select({ id: roles.id, name: roles.name })
              .from(roles)
              .where(inArray(roles.name, roleNames));
      const idOf = new Map(known.map((role) => [role.name, role.id]));
      const missing = roleNames.find((name) => !idOf.has(name));
      if (missing) throw fieldError('entries', `Роль «${ROLES[missing]}» не заведена в портале`);
      const before = await this.list(source);
      await this.db.delete(directoryGroupRoles).where(eq(directoryGroupRoles.source, source));
      if (rows.length > 0)
        await this.db
          .insert(directoryGroupRoles)
          .values(rows.map((row) => ({ source, groupName: row.group_name, roleId: idOf.get(row.role)! })));
      await recordAudit(this.db, {
        actor,
        action: 'sso.role_mapping.replace',
        targetType: 'directory_source',
        targetId: source,
        details: {
          before: before.map((row) => `${row.group_name} → ${row.role}`),
          after: rows.map((row) => `${row.group_name} → ${row.role}`),
        },
      });
      return this.list(source);
    });
  }

  private async namesOf(roleIds: number[]): Promise<string[]> {
    if (roleIds.length === 0) return [];
    const rows = await this.db
      .select({ name: roles.name })
      .from(roles)
      .where(inArray(roles.id, roleIds))
      .orderBy(asc(roles.name));
    return rows.map((row) => row.name);
  }
}
