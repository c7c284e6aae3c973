import { describe, expect, it } from 'vitest';
import { directoryConfigOf } from './directory.config.ts';
import {
  departmentsByName,
  directoryDate,
  groupNames,
  isDisabled,
  personOf,
  personValues,
  userFilterFor,
} from './directory.entries.ts';

const ad = directoryConfigOf({ LDAP_URL: 'ldaps://dc.example.org', LDAP_TIMEOUT_SECONDS: 5 })!;

describe('the sign-in filter', () => {
  it('escapes filter syntax in the login (RFC 4515)', () => {
    expect(userFilterFor(ad, '*)(uid=*')).toBe(
      '(&(objectClass=person)(sAMAccountName=\\2a\\29\\28uid=\\2a))',
    );
    expect(userFilterFor(ad, 'a\\b')).toContain('a\\5cb');
    expect(userFilterFor(ad, 'ivanov')).toBe('(&(objectClass=person)(sAMAccountName=ivanov))');
    const custom = { ...ad, userFilter: '(|(uid={login})(mail={login}))' };
    expect(userFilterFor(custom, '*')).toBe('(|(uid=\\2a)(mail=\\2a))');
  });
});

describe('a disabled account', () => {
  it('is AD’s userAccountControl bit 2 unless an attribute is configured', () => {
    expect(isDisabled({ dn: 'x', userAccountControl: '514' }, ad)).toBe(true);
    expect(isDisabled({ dn: 'x', userAccountControl: '512' }, ad)).toBe(false);
    expect(isDisabled({ dn: 'x' }, ad)).toBe(false);
    const attribute = { ...ad, disabledAttribute: { name: 'employeeType', value: 'disabled' } };
    expect(isDisabled({ dn: 'x', employeetype: 'Disabled', userAccountControl: '512' }, attribute)).toBe(
      true,
    );
    expect(isDisabled({ dn: 'x', userAccountControl: '514' }, attribute)).toBe(false);
  });
});

describe('an entry as a person', () => {
  it('reads AD attributes, a binary objectGUID as hex, and skips entries without a login or id', () => {
    const person = personOf(
      {
        dn: 'CN=Иванов Иван,OU=Staff,DC=example,DC=org',
        sAMAccountName: 'ivanov',
        objectGUID: Buffer.from([0xab, 0x01]),
        givenName: 'Иван',
        sn: 'Иванов',
        middleName: 'Петрович',
        memberOf: ['CN=Portal Admins,OU=Groups,DC=example,DC=org'],
      },
      ad,
    );
    expect(person).toMatchObject({
      externalId: 'ldap:ab01',
      login: 'ivanov',
      patronymic: 'Петрович',
      disabled: false,
    });
    expect(personOf({ dn: 'x', objectGUID: Buffer.from([1]) }, ad)).toBeNull();
    expect(personOf({ dn: 'x', sAMAccountName: 'svc' }, ad)).toBeNull();
  });

  it('names groups by DN and by their first RDN', () => {
    expect(
      groupNames({ groups: ['CN=Portal Admins,OU=Groups,DC=example,DC=org', 'cn=A\\, B,ou=g'] }),
    ).toEqual(['CN=Portal Admins,OU=Groups,DC=example,DC=org', 'Portal Admins', 'cn=A\\, B,ou=g', 'A, B']);
  });

  it('reads dates as yyyy-MM-dd or generalized time, and nothing else', () => {
    expect(directoryDate('2026-03-01')).toBe('2026-03-01');
    expect(directoryDate('20260301000000.0Z')).toBe('2026-03-01');
    expect(directoryDate('2026-02-30')).toBeNull();
    expect(directoryDate('вчера')).toBeNull();
    expect(directoryDate(null)).toBeNull();
  });
});

describe('the account an entry gives', () => {
  it('takes the department by name without case, the oldest of a repeated name; an unknown one gives none', () => {
    const departments = departmentsByName([
      { id: 7, name: 'Отдел каталога' },
      { id: 3, name: 'отдел КАТАЛОГА' },
      { id: 5, name: 'Бухгалтерия' },
    ]);
    const entry = {
      dn: 'CN=Иванов Иван',
      sAMAccountName: 'ivanov',
      objectGUID: Buffer.from([0xab]),
      givenName: 'Иван',
      sn: 'Иванов',
    };
    const person = personOf({ ...entry, departmentNumber: 'Отдел Каталога' }, ad)!;
    expect(personValues(person, departments)).toEqual({
      login: 'ivanov',
      email: '',
      name: 'Иван',
      lastName: 'Иванов',
      patronymic: null,
      phoneCorp: null,
      workPosition: null,
      departmentId: 3,
      hireDate: null,
      externalId: 'ldap:ab',
    });
    const elsewhere = personOf({ ...entry, departmentNumber: 'Склад' }, ad)!;
    expect(personValues(elsewhere, departments).departmentId).toBeNull();
  });
});
