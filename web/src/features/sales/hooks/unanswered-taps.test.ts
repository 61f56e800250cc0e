import type { Listing } from '@yardsale/core/api-types';
import { describe, expect, it } from 'vitest';
import { hasUnansweredTap, tapAnswered, tapMade, withUnansweredTaps, type FavoriteTap } from './unanswered-taps';

const tap = (id: string, add: boolean, userId = 'ann'): FavoriteTap => ({ listing: { id, title: id } as Listing, add, userId });

describe('unanswered favorite taps', () => {
  it("lie on every list read meanwhile, in the order made, and only on their own account's", () => {
    const taps = [tap('porch', true), tap('shed', false), tap('porch', false), tap('attic', true, 'bob')];
    taps.forEach(tapMade);
    expect(withUnansweredTaps(['shed', 'barn'], 'ann')).toEqual(['barn']);
    expect(withUnansweredTaps(['shed'], 'bob')).toEqual(['attic', 'shed']);
    expect(withUnansweredTaps(['shed'], undefined)).toEqual(['shed']);
    expect([hasUnansweredTap('ann', 'porch'), hasUnansweredTap('ann', 'attic'), hasUnansweredTap('bob')]).toEqual([true, false, true]);

    taps.forEach(tapAnswered);
    expect(withUnansweredTaps(['shed', 'barn'], 'ann')).toEqual(['shed', 'barn']);
    expect(hasUnansweredTap('ann')).toBe(false);
  });
});
