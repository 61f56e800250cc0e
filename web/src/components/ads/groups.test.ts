import { describe, expect, it } from 'vitest';
import { inGroupsOf } from './groups';

describe('inGroupsOf', () => {
  it('cuts the list into groups of the size, the last one shorter', () => {
    expect(inGroupsOf([1, 2, 3, 4, 5, 6, 7, 8], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7, 8]]);
    expect(inGroupsOf([1, 2, 3, 4, 5, 6], 6)).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('has no groups for no items', () => {
    expect(inGroupsOf([], 6)).toEqual([]);
  });

  it('refuses a size that cannot group', () => {
    expect(() => inGroupsOf([1], 0)).toThrow(RangeError);
  });
});
