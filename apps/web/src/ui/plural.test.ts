import { describe, expect, it } from 'vitest';
import { countRu, formatNumber, pluralRu } from './plural.ts';

const DAYS = ['день', 'дня', 'дней'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [112, 'дней'],
    [1001, 'день'],
    [-1, 'день'],
    [-3, 'дня'],
  ])('%i -> %s', (count, expected) => {
    expect(pluralRu(count, DAYS)).toBe(expected);
  });

  it('prefixes the count', () => {
    expect(countRu(21, DAYS)).toBe('21 день');
  });
});

describe('formatNumber', () => {
  it('groups digits the Russian way, not with commas', () => {
    const formatted = formatNumber(1234567);
    expect(formatted).not.toContain(',');
    expect(formatted.replace(/\s/g, ' ')).toBe('1 234 567');
  });
});
