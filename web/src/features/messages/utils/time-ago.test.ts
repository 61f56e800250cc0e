import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-06-01T15:00:00Z');
const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now, 'en', 'just now');
const MINUTE = 60_000;

describe('timeAgo', () => {
  it('names the largest whole unit that fits', () => {
    expect(ago(5 * MINUTE)).toBe('5 minutes ago');
    expect(ago(1 * MINUTE)).toBe('1 minute ago');
    expect(ago(119 * MINUTE)).toBe('1 hour ago');
    expect(ago(3 * 24 * 60 * MINUTE + 5)).toBe('3 days ago');
    expect(ago(15 * 24 * 60 * MINUTE)).toBe('2 weeks ago');
    expect(ago(400 * 24 * 60 * MINUTE)).toBe('1 year ago');
  });

  it('says just now under a minute, for a server clock a moment ahead, and for a bad date', () => {
    expect(ago(59_000)).toBe('just now');
    expect(ago(-2_000)).toBe('just now');
    expect(timeAgo('not a date', now, 'en', 'just now')).toBe('just now');
  });

  it('speaks the reader’s language', () => {
    expect(timeAgo(new Date(now - 2 * 60 * MINUTE).toISOString(), now, 'fr', 'à l’instant')).toBe('il y a 2 heures');
  });
});
