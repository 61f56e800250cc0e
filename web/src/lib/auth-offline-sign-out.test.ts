// A sign-out made without a signal (decision 0041): the phone forgets the person at once, and the
// next session check sends the sign-out before asking who is signed in; until then, a guest's phone.
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { afterEach, expect, it, vi } from 'vitest';
import { getCurrentUser } from './auth';

const PENDING = STORAGE_KEYS.signOutPending;
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('is a guest while the pending sign-out cannot be sent, without asking the server who is signed in', async () => {
  localStorage.setItem(PENDING, '1');
  const fetch = vi.fn((_path: string) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetch);
  expect(await getCurrentUser()).toBeNull();
  expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/logout']);
  expect(localStorage.getItem(PENDING)).toBe('1');
});

it('sends the pending sign-out once back online, forgets it, then asks who is signed in', async () => {
  localStorage.setItem(PENDING, '1');
  const fetch = vi.fn((path: string) => (path === '/api/logout' ? json(200, { message: 'Logged out' }) : json(401, { message: 'Unauthorized' })));
  vi.stubGlobal('fetch', fetch);
  expect(await getCurrentUser()).toBeNull();
  expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/logout', '/api/auth/user']);
  expect(localStorage.getItem(PENDING)).toBeNull();
});
