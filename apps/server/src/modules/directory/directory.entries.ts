import { Filter, type Entry } from 'ldapts';
import type { DirectoryConfig } from './directory.config.ts';

/** A person as the directory describes them, in the portal's terms. */
export interface DirectoryPerson {
  /** `ldap:<id>`: the users.external_id of the person (other HR systems use their own ids there). */
  externalId: string;
  dn: string;
  login: string;
  email: string | null;
  name: string;
  lastName: string;
  patronymic: string | null;
  phoneCorp: string | null;
  workPosition: string | null;
  departmentName: string | null;
  managerDn: string | null;
  hireDate: string | null;
  disabled: boolean;
  /** The DNs of the groups the person is a member of (memberOf). */
  groups: string[];
}

/** The user columns a directory entry gives (the sync's creations and updates, the first sign-in's account). */
export interface PersonValues {
  login: string;
  email: string;
  name: string;
  lastName: string;
  patronymic: string | null;
  phoneCorp: string | null;
  workPosition: string | null;
  departmentId: number | null;
  hireDate: string | null;
  externalId: string;
}

/** Structure ids by lower-case name; of structures sharing a name, the oldest (lowest id). */
export function departmentsByName(nodes: { id: number; name: string }[]): Map<string, number> {
  const departments = new Map<string, number>();
  for (const node of [...nodes].sort((a, b) => a.id - b.id))
    if (!departments.has(node.name.toLowerCase())) departments.set(node.name.toLowerCase(), node.id);
  return departments;
}

/**
 * The account a directory person makes, whichever path makes it (the sync in directory.plan.ts, the first
 * sign-in in directory.auth.ts): one entry gives the same person. A department name the portal does not know
 * gives none. The manager is not here: it is another entry, resolved to an account by the sync.
 */
export function personValues(person: DirectoryPerson, departments: Map<string, number>): PersonValues {
  return {
    login: person.login,
    email: person.email ?? '',
    name: person.name,
    lastName: person.lastName,
    patronymic: person.patronymic,
    phoneCorp: person.phoneCorp,
    workPosition: person.workPosition,
    departmentId: person.departmentName
      ? (departments.get(person.departmentName.toLowerCase()) ?? null)
      : null,
    hireDate: person.hireDate,
    externalId: person.externalId,
  };
}

/** AD's userAccountControl bit ACCOUNTDISABLE. */
const ACCOUNT_DISABLE = 2;

/** The attributes the portal reads from an entry. */
export function personAttributes(config: DirectoryConfig): string[] {
  const own = [config.loginAttribute, config.idAttribute];
  if (config.disabledAttribute) own.push(config.disabledAttribute.name);
  if (config.hireDateAttribute) own.push(config.hireDateAttribute);
  return [
    ...new Set([
      ...own,
      'givenName',
      'sn',
      'middleName',
      'displayName',
      'cn',
      'mail',
      'telephoneNumber',
      'title',
      'department',
      'departmentNumber',
      'manager',
      'memberOf',
      'userAccountControl',
    ]),
  ];
}

/** Binary ids (AD's objectGUID, objectSid) are read as bytes; others as text. */
export function bufferAttributes(config: DirectoryConfig): string[] {
  return /guid|sid/i.test(config.idAttribute) ? [config.idAttribute] : [];
}

function values(entry: Entry, attribute: string): (string | Buffer)[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(entry: Entry, attribute: string): string | null {
  const [value] = values(entry, attribute);
  if (value === undefined) return null;
  const text = (Buffer.isBuffer(value) ? value.toString('utf8') : value).trim();
  return text === '' ? null : text;
}

/** A directory date (yyyy-MM-dd, or generalized time 20260301000000Z) as yyyy-MM-dd; null when unreadable. */
export function directoryDate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** Whether the entry's account is disabled: the configured attribute, or AD's userAccountControl bit 2. */
export function isDisabled(entry: Entry, config: DirectoryConfig): boolean {
  if (config.disabledAttribute) {
    const wanted = config.disabledAttribute.value.toLowerCase();
    return values(entry, config.disabledAttribute.name).some(
      (value) => String(value).trim().toLowerCase() === wanted,
    );
  }
  const control = Number(first(entry, 'userAccountControl'));
  return Number.isInteger(control) && (control & ACCOUNT_DISABLE) !== 0;
}

/** The entry as a person, or null when it lacks a login or a stable id (a service account, a contact). */
export function personOf(entry: Entry, config: DirectoryConfig): DirectoryPerson | null {
  const login = first(entry, config.loginAttribute);
  const [rawId] = values(entry, config.idAttribute);
  if (!login || rawId === undefined) return null;
  const id = Buffer.isBuffer(rawId) ? rawId.toString('hex') : rawId.trim();
  if (!id) return null;
  const cn = first(entry, 'displayName') ?? first(entry, 'cn') ?? login;
  return {
    externalId: `ldap:${id.toLowerCase()}`,
    dn: entry.dn,
    login,
    email: first(entry, 'mail'),
    name: first(entry, 'givenName') ?? cn,
    lastName: first(entry, 'sn') ?? '',
    patronymic: first(entry, 'middleName'),
    phoneCorp: first(entry, 'telephoneNumber'),
    workPosition: first(entry, 'title'),
    departmentName: first(entry, 'department') ?? first(entry, 'departmentNumber'),
    managerDn: first(entry, 'manager'),
    hireDate: config.hireDateAttribute ? directoryDate(first(entry, config.hireDateAttribute)) : null,
    disabled: isDisabled(entry, config),
    groups: values(entry, 'memberOf').map((value) => String(value)),
  };
}

/** The sign-in search: `{login}` replaced by the login escaped per RFC 4515, so `*)(uid=*` matches nothing. */
export function userFilterFor(config: DirectoryConfig, login: string): string {
  return config.userFilter.split('{login}').join(Filter.escape(login));
}

/** DNs compare without case and spaces after commas (a manager's DN as typed by an administrator). */
export function normalizeDn(dn: string): string {
  return dn
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .join(',');
}

/**
 * The names a person's groups go by in the role mapping: each group's DN and its first RDN's value
 * (`CN=Portal Admins,OU=Groups,…` gives both that DN and «Portal Admins»).
 */
export function groupNames(person: Pick<DirectoryPerson, 'groups'>): string[] {
  const names = new Set<string>();
  for (const dn of person.groups) {
    names.add(dn);
    const rdn = /^[^=]+=((?:\\,|[^,])+)/.exec(dn)?.[1];
    if (rdn) names.add(rdn.replace(/\\,/g, ','));
  }
  return [...names];
}
