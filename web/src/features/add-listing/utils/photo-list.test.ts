import { describe, expect, it } from 'vitest';
import { fitting, movedBy } from './photo-list';

describe('movedBy', () => {
  it('swaps a photo with its neighbour', () => {
    expect(movedBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the ends alone', () => {
    expect(movedBy(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedBy(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('fitting', () => {
  it('keeps what fits under the limit and says when some did not', () => {
    expect(fitting(8, ['x', 'y', 'z'], 10)).toEqual({ kept: ['x', 'y'], refused: true });
    expect(fitting(0, ['x'], 10)).toEqual({ kept: ['x'], refused: false });
    expect(fitting(10, ['x'], 10)).toEqual({ kept: [], refused: true });
  });
});
