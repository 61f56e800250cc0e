// An overlay whose code does not download (decision 0087): closed, left out until it opens again,
// and downloaded again then, even when its close lands a render later (a change of address).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { LoadOnFirstOpen } from './load-on-first-open';

function Sheet({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Sale">
      <button onClick={onClose}>Close</button>
    </div>
  );
}

describe('LoadOnFirstOpen with a lazyOverlay', () => {
  afterEach(cleanup);

  it('asks once per opening while the download fails, then shows the overlay once it loads', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return Sheet;
    });
    const LazySheet = lazyOverlay(load);
    function Screen() {
      const [shown, setShown] = useState(false);
      // As a shared link's sheet: its close changes the address, in a transition.
      const close = () => startTransition(() => setShown(false));
      return (
        <>
          <button onClick={() => setShown(true)}>Open the sale</button>
          <LoadOnFirstOpen open={shown}>
            <LazySheet onClose={close} />
          </LoadOnFirstOpen>
        </>
      );
    }
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open the sale' }));
    render(<Screen />);

    await act(async () => open());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    offline = false;
    await act(async () => open());
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog', { name: 'Sale' })).toBeTruthy();
  });

  it('leaves out an overlay that has no close (the location dialog) until it is asked for again', async () => {
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Location Access Required" /> : null);
    });
    const LazyDialog = lazyOverlay(load);
    function Map() {
      const [asking, setAsking] = useState(true);
      return (
        <>
          <button onClick={() => setAsking(!asking)}>Toggle</button>
          <LoadOnFirstOpen open={asking}>
            <LazyDialog open={asking} />
          </LoadOnFirstOpen>
        </>
      );
    }
    const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await act(async () => render(<Map />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    offline = false;
    await act(async () => toggle());
    await act(async () => toggle());
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog', { name: 'Location Access Required' })).toBeTruthy();
  });
});
