import { describe, expect, it } from 'vitest';
import { ageInDays, needsRefresh } from '../src/classified-age';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-20T12:00:00Z');
const renewedDaysAgo = (days: number, isActive = true, soldAt: string | null = null) => ({ renewedAt: new Date(now - days * DAY).toISOString(), isActive, soldAt });

describe('ageInDays and needsRefresh', () => {
  it('counts whole days since the last refresh', () => {
    expect(ageInDays(renewedDaysAgo(0), now)).toBe(0);
    expect(ageInDays(renewedDaysAgo(13.9), now)).toBe(13);
    expect(ageInDays(renewedDaysAgo(2), now)).toBe(2);
  });
  it('asks for a refresh from 14 days on', () => {
    expect(needsRefresh(renewedDaysAgo(13.9), now)).toBe(false);
    expect(needsRefresh(renewedDaysAgo(14), now)).toBe(true);
    expect(needsRefresh(renewedDaysAgo(1), now)).toBe(false);
  });
  it('never asks for a refresh of a classified a moderator took down: the server refuses it', () => {
    expect(needsRefresh(renewedDaysAgo(30, false), now)).toBe(false);
  });
  it('never asks for a refresh of a classified its seller marked sold: it is not for sale', () => {
    expect(needsRefresh(renewedDaysAgo(30, true, new Date(now - DAY).toISOString()), now)).toBe(false);
  });
  it("reads a row's Date as an answer's ISO time", () => {
    expect(ageInDays({ renewedAt: new Date(now - 15 * DAY) }, now)).toBe(15);
  });
});
