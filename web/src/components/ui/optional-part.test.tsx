// A part a screen can do without: left out when its code fails to load, the screen drawn on.
import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './optional-part';

afterEach(() => vi.restoreAllMocks());

describe('OptionalPart', () => {
  it('shows its part once loaded, and leaves it out when it fails to load, keeping the rest of the screen', async () => {
    const Banner = lazy(async () => ({ default: () => <p>Verify your e-mail</p> }));
    const Offline = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    // React reports the caught failure on the console; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <OptionalPart>
          <Banner />
        </OptionalPart>
        <OptionalPart>
          <Offline />
        </OptionalPart>
        <p>The map</p>
      </main>,
    );
    expect(await screen.findByText('Verify your e-mail')).toBeTruthy();
    expect(screen.getByText('The map')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('main').textContent).toBe('Verify your e-mailThe map'));
  });
});
