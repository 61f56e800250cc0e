import { describe, expect, it } from 'vitest';
import { isFirstDrawPending } from './first-draw';

describe('isFirstDrawPending', () => {
  const none: string[] = [];
  const answer = ['a', 'b'];

  it('is pending while a first, non-empty answer has not been drawn yet', () => {
    expect(isFirstDrawPending(none, answer)).toBe(true);
  });

  it('is not pending once the answer is drawn, or while an older list stays on screen', () => {
    expect(isFirstDrawPending(answer, answer)).toBe(false);
    expect(isFirstDrawPending(['old'], answer)).toBe(false);
  });

  it('is not pending for an empty answer: the empty state has nothing to draw', () => {
    expect(isFirstDrawPending(none, [])).toBe(false);
    expect(isFirstDrawPending(none, none)).toBe(false);
  });
});
