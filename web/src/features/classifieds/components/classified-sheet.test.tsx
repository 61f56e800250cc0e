// The classified's sheet against a fake API: the price it dropped from (decision 0060), struck
// through and read as 'was', the age it shows while it slides away, and how far it is.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Classified } from '@yardsale/core/api-types';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { ClassifiedSheet } from './classified-sheet';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-20T12:00:00Z');

const classified: Classified = {
  id: 'c1',
  title: 'Rocking chair',
  description: 'Solid maple.',
  price: '45.00',
  priceBeforeDrop: '60.00',
  condition: 'Good',
  category: 'Furniture',
  categories: ['Furniture'],
  area: 'London, ON',
  latitude: 42.98,
  longitude: -81.25,
  imageUrls: [],
  thumbnailUrls: [],
  imageUrl: null,
  thumbnailUrl: null,
  isActive: true,
  views: 0,
  createdAt: new Date(now - 3 * DAY).toISOString(),
  renewedAt: new Date(now - 3 * DAY).toISOString(),
  expiresAt: new Date(now + 27 * DAY).toISOString(),
  soldAt: null,
};

/** A page that opens the sheet from a button and closes it as the page does: the item and its time to null and 0. */
function Page({ item = classified }: { item?: Classified }) {
  const [selected, setSelected] = useState<{ classified: Classified; now: number } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSelected({ classified: item, now })}>
        Open
      </button>
      <ClassifiedSheet classified={selected?.classified ?? null} now={selected?.now ?? 0} onClose={() => setSelected(null)} />
    </>
  );
}

afterEach(resetScreen);

const signedOut = { 'GET /api/auth/user': { status: 401, body: { message: 'Not signed in' } }, 'POST /api/classifieds/c1/view': { body: { message: 'Viewed' } } };

describe("a classified's sheet", () => {
  it("shows the price it dropped from struck through, read as 'was', and keeps its age while it slides away", async () => {
    stubFakeApi(signedOut);
    renderScreen('/classifieds', <Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const sheet = await screen.findByRole('dialog', { name: 'Rocking chair' });
    const price = within(sheet).getByText('$45', { exact: false });
    expect(price.textContent).toBe('$45 was $60');
    expect(price.querySelector('s')?.textContent).toBe('was $60');
    expect(sheet.textContent).toContain('Posted 3 days ago');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Close listing details' }));
    // Still on screen while it slides away, with the age it had.
    expect(sheet.isConnected).toBe(true);
    expect(sheet.textContent).toContain('Posted 3 days ago');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // Others see its place snapped to a ~1 km grid (decision 0012): nearer than that is no figure.
  it.each([
    [0, 'London, ON · Nearby'],
    [0.6, 'London, ON · Nearby'],
    [2.5, 'London, ON · 1.6 mi away'],
  ])('at %s km reads its place as %j', async (distanceKm, shown) => {
    stubFakeApi(signedOut);
    renderScreen('/classifieds', <Page item={{ ...classified, distanceKm }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const sheet = await screen.findByRole('dialog', { name: 'Rocking chair' });
    expect(within(sheet).getByText(shown)).toBeTruthy();
  });
});
