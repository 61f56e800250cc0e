import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resetScreen } from '@/testing/render-screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@yardsale/core/api-types';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, getCurrentUser } from '@/lib/auth';
import '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { publicConfigQueryKey } from '@/lib/use-public-config';
import { AppProvider } from './provider';
import { ProtectedRoute } from './protected-route';

const signedIn = { id: 'u1', email: 'seller@example.com', preferences: { termsAccepted: true, ageVerified: true } } as CurrentUser;
const favoritesKey = ['favorites'];
const config = { supportEmail: 'help@example.com' };

function startAs(user: CurrentUser | null, children: ReactNode = null) {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.setQueryData(favoritesKey, ['sale-1']);
  queryClient.setQueryData(publicConfigQueryKey, config);
  render(<AppProvider>{children}</AppProvider>);
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(resetScreen);

describe('a 401 answer', () => {
  it('to any request of a signed-in user forgets the user and their data, 2 s later', async () => {
    startAs(signedIn);
    await expect(api.post('/api/favorites/sale-2')).rejects.toMatchObject({ status: 401 });
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(signedIn); // the screen says why first
    await vi.waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull(), { timeout: 4000 });
    expect(queryClient.getQueryData(favoritesKey)).toBeUndefined();
    expect(queryClient.getQueryData(publicConfigQueryKey)).toEqual(config);
  });

  it('to a guest is what GET /api/auth/user expects: null, and nothing is forgotten', async () => {
    startAs(null);
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(queryClient.getQueryData(favoritesKey)).toEqual(['sale-1']);
  });

  it('sends a signed-in user on a protected screen to /auth after the 2 s the spec gives the message', async () => {
    const router = createMemoryRouter(
      [
        { path: paths.auth, element: <h1>Sign in</h1> },
        { element: <ProtectedRoute />, children: [{ path: paths.settings, element: <h1>Settings</h1> }] },
      ],
      { initialEntries: [paths.settings] },
    );
    startAs(signedIn, <RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    await act(() => expect(api.get('/api/listings/user')).rejects.toMatchObject({ status: 401 }));
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.auth);
  });
});
