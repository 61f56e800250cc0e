import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

vi.mock('./routes/faq', () => ({
  default: () => {
    throw new Error('a screen that throws while rendering');
  },
}));
vi.mock('./routes/terms', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

/** Another screen opened in the app, as a link would (the recovery screen's own links reload the page). */
function OpenAdmin() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(paths.admin)}>Open the desk</button>;
}

async function open(path: string) {
  // Awaited: the screen's code arrives after the first render, and React waits for it.
  await act(async () =>
    render(
      <AppProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <OpenAdmin />
        </MemoryRouter>
      </AppProvider>,
    ),
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
    await open(path);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(paths.home);
  });

  it('leaves the recovery screen for the next screen opened', async () => {
    await open(paths.faq);
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open the desk' })));
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('/admin', () => {
  it('is the not-found screen to a guest, who is not sent to sign in (that would tell the desk exists)', async () => {
    await open(paths.admin);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Login' })).toBeNull();
  });
});
