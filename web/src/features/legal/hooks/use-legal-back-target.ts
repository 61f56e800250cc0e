import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A `from` value we may navigate to: a path on this site. It must start with exactly one '/', so
 * protocol-relative ('//evil.example') and backslash tricks ('/\evil.example') are refused.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and whitespace have no place in an in-app path (and browsers strip some of them).
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  try {
    const base = 'https://same-site.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

const fromOf = (state: unknown): unknown =>
  state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : undefined;

/**
 * Back target of /terms and /privacy (SPEC section 2): /settings when the user came from settings,
 * else the same-site path in the `from` query parameter, else /auth.
 */
export function resolveLegalBackTarget(state: unknown, search: string): string {
  const fromQuery = new URLSearchParams(search).get('from');
  if (fromOf(state) === paths.settings || fromQuery === paths.settings) return paths.settings;
  if (isSameSitePath(fromQuery)) return fromQuery;
  return paths.auth;
}

export function useLegalBackTarget(): string {
  const { state, search } = useLocation();
  return resolveLegalBackTarget(state, search);
}
