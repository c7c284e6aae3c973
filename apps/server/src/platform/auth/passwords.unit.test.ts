import { afterEach, describe, expect, it } from 'vitest';
import {
  configurePasswordHashing,
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords.ts';

afterEach(() => configurePasswordHashing(DEFAULT_PASSWORD_COST));

describe('passwords', () => {
  it('hashes with scrypt N = 2^17, r = 8, p = 1 by default and verifies only the right password', async () => {
    const hash = await hashPassword('Пароль-123');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Пароль-123', hash)).toBe(true);
    expect(await verifyPassword('пароль-123', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    configurePasswordHashing(14);
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies a hash of an older, cheaper cost and asks for it to be made again', async () => {
    const old = await hashPassword('старый', undefined, 14);
    expect(old).toMatch(/^scrypt\$16384\$/);
    expect(await verifyPassword('старый', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
    configurePasswordHashing(14);
    expect(needsRehash(old)).toBe(false);
  });

  it('refuses a missing or malformed hash', async () => {
    configurePasswordHashing(14);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
