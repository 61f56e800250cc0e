import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenChange } from './use-screen-change';

function Shell() {
  useScreenChange();
  return <Outlet />;
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const screen = (heading: string) => () => <h1>{heading}</h1>;

/** /messages: the inbox, or a conversation named by its query (?listing=&with=). */
function Messages() {
  const [params] = useSearchParams();
  return <h1>{params.get('with') ? 'Dana' : 'Messages'}</h1>;
}

function app() {
  const router = createMemoryRouter(
    [{ Component: Shell, children: [{ path: '/add-listing', Component: screen('New Listing') }, { path: '/classifieds', Component: screen('Classifieds') }, { path: '/messages', Component: Messages }] }],
    { initialEntries: ['/add-listing'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a new screen', () => {
  it('opens at its top after a link or a save, and Back leaves the browser to restore the place', async () => {
    const router = app();
    expect(scrollTo).not.toHaveBeenCalled(); // the first screen: the browser's own place
    await act(() => router.navigate('/classifieds'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/add-listing');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps the place when only the query changes (a sheet, a filter)', async () => {
    const router = app();
    await act(() => router.navigate('/add-listing?edit=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('names the tab after its heading, and takes the focus to it once navigated to', async () => {
    const router = app();
    expect(document.title).toBe('New Listing · Yard Sale Finder');
    expect(document.activeElement).toBe(document.body); // the first screen is read from the top anyway
    await act(() => router.navigate('/classifieds'));
    expect(document.title).toBe('Classifieds · Yard Sale Finder');
    expect(document.activeElement).toHaveProperty('textContent', 'Classifieds');
  });

  it('is a conversation opened in /messages, and the inbox again: its query names the screen', async () => {
    const router = app();
    await act(() => router.navigate('/messages'));
    await act(() => router.navigate('/messages?listing=desk&with=dana'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('Dana · Yard Sale Finder');
    expect(document.activeElement).toHaveProperty('textContent', 'Dana');
    await act(() => router.navigate('/messages'));
    expect(document.activeElement).toHaveProperty('textContent', 'Messages');
  });
});
