import { describe, expect, it } from 'vitest';
import { isSameSitePath, resolveLegalBackTarget } from './use-legal-back-target';

describe('resolveLegalBackTarget', () => {
  it('goes back to settings when the user came from settings', () => {
    expect(resolveLegalBackTarget({ from: '/settings' }, '')).toBe('/settings');
    expect(resolveLegalBackTarget(null, '?from=/settings')).toBe('/settings');
    expect(resolveLegalBackTarget({ from: '/settings' }, '?from=/faq')).toBe('/settings');
  });

  it('uses a same-site from query parameter', () => {
    expect(resolveLegalBackTarget(null, '?from=/faq')).toBe('/faq');
    expect(resolveLegalBackTarget(undefined, '?from=%2Fauth%3Ftab%3Dregister')).toBe('/auth?tab=register');
  });

  it('falls back to /auth', () => {
    expect(resolveLegalBackTarget(null, '')).toBe('/auth');
    expect(resolveLegalBackTarget({ from: '/home' }, '')).toBe('/auth');
  });

  it('refuses paths that leave the site', () => {
    for (const from of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\n//evil.example', ' /faq', '']) {
      expect(resolveLegalBackTarget(null, `?from=${encodeURIComponent(from)}`)).toBe('/auth');
    }
    expect(isSameSitePath('/\tevil')).toBe(false);
    expect(isSameSitePath('/faq#top')).toBe(true);
  });
});
