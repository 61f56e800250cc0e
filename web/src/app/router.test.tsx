import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import '@/lib/i18n';
import { AppProvider } from './provider';
import { routes } from './router';

vi.mock('./routes/faq', () => ({
  default: () => {
    throw new Error('a screen that throws while rendering');
  },
}));
vi.mock('./routes/terms', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function open(path: string) {
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProvider>,
  );
}

beforeEach(() => {
  // A guest: GET /api/auth/user answers 401, and nothing else matters here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the router error boundary', () => {
  it.each([
    ['a screen that throws while rendering', paths.faq],
    ['a screen whose chunk does not load', paths.terms],
  ])('shows the recovery screen for %s', async (_case, path) => {
    open(path);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(paths.home);
  });
});

describe('/admin', () => {
  it('is the not-found screen to a guest, who is not sent to sign in (that would tell the desk exists)', async () => {
    open(paths.admin);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
  });
});
