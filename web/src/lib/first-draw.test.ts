import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isFirstDrawPending, useDeferredList } from './first-draw';

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

describe('useDeferredList', () => {
  const drawsOf = (answer: string[]) => {
    const draws: Array<{ drawn: readonly string[]; firstDrawPending: boolean }> = [];
    renderHook(() => draws.push(useDeferredList(answer)));
    return draws;
  };

  it('mounting with an answer already in: the first draw is pending, the answer comes in a later, deferred render', () => {
    const answer = ['a', 'b'];
    const draws = drawsOf(answer);
    expect(draws[0]).toEqual({ drawn: [], firstDrawPending: true });
    expect(draws.at(-1)).toEqual({ drawn: answer, firstDrawPending: false });
    expect(draws.at(-1)!.drawn).toBe(answer);
  });

  it('mounting with no answer: nothing pending, nothing to draw', () => {
    expect(drawsOf([]).every(({ drawn, firstDrawPending }) => drawn.length === 0 && !firstDrawPending)).toBe(true);
  });
});
