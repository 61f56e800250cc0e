import { describe, expect, it } from 'vitest';
import { adPlacement, gridColumns, inGroupsOf } from './groups';

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

describe('gridColumns', () => {
  it('makes equal columns that may shrink, per screen size', () => {
    expect(gridColumns({ xs: 2, lg: 4 })).toEqual({ xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' });
  });
});

describe('adPlacement', () => {
  it("fills the cells a group's last row leaves, or takes a row of its own", () => {
    // Find: six cards on 2, 3 and 4 columns.
    expect(adPlacement({ xs: 2, md: 3, lg: 4 }, 6)).toEqual({ xs: '1 / -1', md: '1 / -1', lg: 'span 2' });
    expect(adPlacement({ xs: 4 }, 5)).toEqual({ xs: 'span 3' });
  });
});
