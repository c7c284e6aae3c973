import { describe, expect, it } from 'vitest';
import { groupBy } from './collections.ts';

describe('groupBy', () => {
  it('keeps the order of items within a group and of first appearance between groups', () => {
    const groups = groupBy([3, 1, 4, 1, 5, 9, 2, 6], (n) => n % 2);
    expect([...groups.keys()]).toEqual([1, 0]);
    expect(groups.get(1)).toEqual([3, 1, 1, 5, 9]);
    expect(groups.get(0)).toEqual([4, 2, 6]);
  });

  it('gives an empty map for no items', () => {
    expect(groupBy([], () => 'x').size).toBe(0);
  });
});
