import type { DirectoryChangeKind, DirectoryFieldChange } from '@intranet/contracts';
import { normalizeDn, personValues, type DirectoryPerson, type PersonValues } from './directory.entries.ts';

/** A local user as the sync compares them: the columns an entry gives, and those the sync reads besides. */
export interface LocalPerson extends Omit<PersonValues, 'externalId'> {
  id: number;
  managerId: number | null;
  fireDate: string | null;
  externalId: string | null;
}

export interface PlannedChange {
  kind: DirectoryChangeKind;
  /** Null for a person not yet created. */
  userId: number | null;
  person: DirectoryPerson | null;
  login: string;
  fullName: string;
  fields: DirectoryFieldChange[];
  /** What to write (created and updated people). */
  values?: Partial<PersonValues>;
  /** The manager to set, by the directory DN's person (resolved to an id when applying). */
  managerExternalId?: string | null;
}

export interface PlanInput {
  people: DirectoryPerson[];
  /** Users linked to the directory (`external_id` ldap:…) and users whose login the directory has. */
  locals: LocalPerson[];
  /** Structure ids by lower-case name (department names from the directory). */
  departments: Map<string, number>;
  /** Names to show for departments and managers in the list of changes. */
  departmentNames: Map<number, string>;
  userNames: Map<number, string>;
  today: string;
}

const name = (person: { lastName: string; name: string; patronymic: string | null }) =>
  [person.lastName, person.name, person.patronymic].filter(Boolean).join(' ');

function change(field: DirectoryFieldChange['field'], old: string | null, next: string | null) {
  return old === next ? [] : [{ field, old, new: next }];
}

/**
 * What the sync does, computed without writing: new people, changed fields (old → new), leavers (disabled or
 * gone from the directory) and people enabled again. A field the directory leaves empty keeps the portal's
 * value, and a department the portal does not know is not changed: the sync never erases what others keep.
 */
export function planSync(input: PlanInput): PlannedChange[] {
  const byExternal = new Map(input.locals.filter((l) => l.externalId).map((l) => [l.externalId!, l]));
  const byLogin = new Map(input.locals.map((l) => [l.login.toLowerCase(), l]));
  const byDn = new Map(input.people.map((p) => [normalizeDn(p.dn), p]));
  const localOf = (person: DirectoryPerson) => {
    const linked = byExternal.get(person.externalId);
    if (linked) return linked;
    // A local account of the same login not linked to anything yet is the same person: it is linked now.
    const same = byLogin.get(person.login.toLowerCase());
    return same && same.externalId === null ? same : undefined;
  };
  const managerIdOf = (
    person: DirectoryPerson,
  ): { externalId: string | null; id: number | null } | undefined => {
    if (!person.managerDn) return undefined;
    const manager = byDn.get(normalizeDn(person.managerDn));
    if (!manager) return undefined;
    return { externalId: manager.externalId, id: localOf(manager)?.id ?? null };
  };
  const changes: PlannedChange[] = [];
  const seen = new Set<number>();
  for (const person of input.people) {
    const local = localOf(person);
    if (local) seen.add(local.id);
    const entry = personValues(person, input.departments);
    const { departmentId } = entry;
    const manager = managerIdOf(person);
    if (!local) {
      if (person.disabled) continue;
      // The login belongs to an account linked elsewhere: not this person's to take.
      if (byLogin.has(person.login.toLowerCase())) continue;
      changes.push({
        kind: 'created',
        userId: null,
        person,
        login: person.login,
        fullName: name(person),
        fields: [
          ...change('login', null, person.login),
          ...change('email', null, person.email),
          ...change('phone_corp', null, person.phoneCorp),
          ...change('work_position', null, person.workPosition),
          ...change(
            'department',
            null,
            departmentId ? (input.departmentNames.get(departmentId) ?? null) : null,
          ),
          ...change('manager', null, manager ? name(byDn.get(normalizeDn(person.managerDn!))!) : null),
          ...change('hire_date', null, person.hireDate),
        ],
        values: entry,
        managerExternalId: manager?.externalId ?? null,
      });
      continue;
    }
    if (person.disabled) {
      if (local.fireDate === null)
        changes.push({
          kind: 'fired',
          userId: local.id,
          person,
          login: local.login,
          fullName: name(local),
          fields: change('fire_date', null, input.today),
        });
      continue;
    }
    const values: Partial<PersonValues> = {};
    const fields: DirectoryFieldChange[] = [];
    const compare = <K extends keyof PersonValues>(
      key: K,
      field: DirectoryFieldChange['field'],
      next: PersonValues[K] | null,
      show: (value: PersonValues[K] | null) => string | null = (value) => (value as string | null) ?? null,
    ) => {
      const old = local[key as keyof LocalPerson] as PersonValues[K] | null;
      if (next === null || next === old) return;
      values[key] = next;
      fields.push({ field, old: show(old), new: show(next) });
    };
    compare('externalId', 'external_id', person.externalId);
    compare('login', 'login', person.login);
    compare('email', 'email', person.email);
    compare('name', 'name', person.name);
    compare('lastName', 'last_name', person.lastName || null);
    compare('patronymic', 'patronymic', person.patronymic);
    compare('phoneCorp', 'phone_corp', person.phoneCorp);
    compare('workPosition', 'work_position', person.workPosition);
    compare('departmentId', 'department', departmentId, (id) =>
      id === null ? null : (input.departmentNames.get(id) ?? String(id)),
    );
    compare('hireDate', 'hire_date', person.hireDate);
    let managerExternalId: string | null | undefined;
    // A manager new in this run has no id yet: it is set once both are created.
    if (manager && (manager.id === null || manager.id !== local.managerId) && manager.id !== local.id) {
      managerExternalId = manager.externalId;
      fields.push({
        field: 'manager',
        old:
          local.managerId === null ? null : (input.userNames.get(local.managerId) ?? String(local.managerId)),
        new: name(byDn.get(normalizeDn(person.managerDn!))!),
      });
    }
    // A leave date HR set ahead stays: only a past (or today's) one is lifted by an enabled account.
    const restored = local.fireDate !== null && local.fireDate <= input.today;
    if (restored) fields.push({ field: 'fire_date', old: local.fireDate, new: null });
    if (fields.length > 0)
      changes.push({
        kind: restored ? 'restored' : 'updated',
        userId: local.id,
        person,
        login: local.login,
        fullName: name({ ...local, ...values }),
        fields,
        values,
        managerExternalId,
      });
  }
  // Linked people the directory no longer has: they left.
  for (const local of input.locals) {
    if (seen.has(local.id) || !local.externalId?.startsWith('ldap:') || local.fireDate !== null) continue;
    changes.push({
      kind: 'fired',
      userId: local.id,
      person: null,
      login: local.login,
      fullName: name(local),
      fields: change('fire_date', null, input.today),
    });
  }
  return changes;
}
