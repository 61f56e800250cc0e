import { describe, expect, it } from 'vitest';
import { isExpired } from './classified-text';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-20T12:00:00Z');

describe('isExpired', () => {
  it('knows an expired classified', () => {
    expect(isExpired({ expiresAt: new Date(now - 1).toISOString() }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date(now + DAY).toISOString() }, now)).toBe(false);
  });
});
