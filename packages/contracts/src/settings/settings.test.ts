import { describe, expect, it } from 'vitest';
import { parseIdList, settingValueError } from './settings.ts';

describe('parseIdList', () => {
  it('keeps the positive whole numbers of a comma list, in order', () => {
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList('12, 40,7')).toEqual([12, 40, 7]);
    expect(parseIdList('3,,x,-1,2.5, 0 ,9')).toEqual([3, 9]);
  });
});

describe('settingValueError', () => {
  const required = { key: 'support_email', label: 'Эл. почта', kind: 'text', max: 10 } as const;
  const address = { ...required, key: 'job_safety_ligadoc_url', max: 40, optional: true, url: true } as const;

  it('refuses an empty required text and a text over its length', () => {
    expect(settingValueError(required, '  ')).toBe('Значение не может быть пустым');
    expect(settingValueError(required, 'a'.repeat(11))).toBe('Не больше 10 символов');
    expect(settingValueError(required, 'a'.repeat(10))).toBeNull();
  });

  it('lets an optional text be empty, and an address be only http(s)', () => {
    expect(settingValueError(address, '')).toBeNull();
    expect(settingValueError(address, 'https://ligadoc.example/api')).toBeNull();
    expect(settingValueError(address, 'http://10.0.0.5:8080/in')).toBeNull();
    expect(settingValueError(address, 'ftp://ligadoc.example')).toMatch(/http:\/\/ или https:\/\//);
    expect(settingValueError(address, 'ligadoc.example')).toMatch(/http:\/\/ или https:\/\//);
  });
});
