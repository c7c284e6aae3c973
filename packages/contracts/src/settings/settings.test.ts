import { describe, expect, it } from 'vitest';
import { parseIdList } from './settings.ts';

describe('parseIdList', () => {
  it('keeps the positive whole numbers of a comma list, in order', () => {
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList('12, 40,7')).toEqual([12, 40, 7]);
    expect(parseIdList('3,,x,-1,2.5, 0 ,9')).toEqual([3, 9]);
  });
});
