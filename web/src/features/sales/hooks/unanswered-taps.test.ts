import type { Listing } from '@yardsale/core/api-types';
import { describe, expect, it } from 'vitest';
import { hasUnansweredTap, tapAnswered, tapMade, withUnansweredTaps, type FavoriteTap } from './unanswered-taps';

const tap = (id: string, add: boolean, userId = 'ann'): FavoriteTap => ({ listing: { id, title: id } as Listing, add, userId, was: !add });

describe('unanswered favorite taps', () => {
  it("lie on every list read meanwhile, in the order made, and only on their own account's", () => {
    const taps = [tap('porch', true), tap('shed', false), tap('porch', false), tap('attic', true, 'bob')];
    taps.forEach(tapMade);
    expect(withUnansweredTaps(['shed', 'barn'], 'ann')).toEqual(['barn']);
    expect(withUnansweredTaps(['shed'], 'bob')).toEqual(['attic', 'shed']);
    expect(withUnansweredTaps(['shed'], undefined)).toEqual(['shed']);
    expect([hasUnansweredTap('ann', 'porch'), hasUnansweredTap('ann', 'attic'), hasUnansweredTap('bob')]).toEqual([true, false, true]);

    taps.forEach((answered) => tapAnswered(answered, true));
    expect(withUnansweredTaps(['shed', 'barn'], 'ann')).toEqual(['shed', 'barn']);
    expect(hasUnansweredTap('ann')).toBe(false);
  });

  it('start, once the taps of the same heart before them are answered, from what the server then has', () => {
    const [add, remove, addAgain] = [tap('porch', true), tap('porch', false), tap('porch', true)];
    [add, remove, addAgain].forEach(tapMade);
    tapAnswered(add, false); // refused: the heart was off, and is still
    expect(remove.was).toBe(false);
    tapAnswered(remove, true); // made: off
    expect(addAgain.was).toBe(false);
    tapAnswered(addAgain, false);

    const [on, off] = [tap('shed', true), tap('shed', false)];
    [on, off].forEach(tapMade);
    tapAnswered(on, true);
    expect(off.was).toBe(true);
    tapAnswered(off, false);
  });
});
