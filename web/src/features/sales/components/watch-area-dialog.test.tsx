// 'Watch This Area' (decisions 0039, 0073) against a fake API: the filter's words alone are a filter
// the alert can keep, and are sent with it; unticked, the alert watches every sale.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@yardsale/core/api-types';
import { KM_PER_MILE } from '@yardsale/core/geo';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { WatchAreaDialog } from './watch-area-dialog';

const me = { id: 'me', preferences: { units: 'miles' }, notificationSettings: { email: true, push: false } } as CurrentUser;
const CENTER = { lat: 42.98, lng: -81.25 };
let fake: FakeApi;

beforeEach(() => {
  fake = stubFakeApi({ 'POST /api/alerts': { status: 201, body: { id: 'a1', radiusKm: 5 * KM_PER_MILE, place: 'London, ON' } } });
  queryClient.setQueryData(currentUserQueryKey, me);
});

afterEach(resetScreen);

const show = (q: string) => renderScreen('/home', <WatchAreaDialog center={CENTER} filters={{ saleTypes: [], categories: [], q }} onClose={() => {}} />);

describe('Watch This Area with words in the filter', () => {
  it('offers to keep to the sales the filter shows, and sends the words with the alert', async () => {
    show('crib');
    const dialog = await screen.findByRole('dialog', { name: 'Watch This Area' });
    expect((within(dialog).getByRole('checkbox', { name: 'Only the sales my filter shows' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch Area' }));
    await waitFor(() => expect(fake.sent('POST', '/api/alerts')).toHaveLength(1));
    expect(fake.sent('POST', '/api/alerts')[0]!.body).toMatchObject({ saleTypes: [], categories: [], q: 'crib' });
  });

  it('watches every sale when the box is unticked', async () => {
    show('crib');
    const dialog = await screen.findByRole('dialog', { name: 'Watch This Area' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Only the sales my filter shows' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Watch Area' }));
    await waitFor(() => expect(fake.sent('POST', '/api/alerts')).toHaveLength(1));
    expect(fake.sent('POST', '/api/alerts')[0]!.body).toMatchObject({ q: '' });
  });

  it('offers nothing to keep to when the words hold nothing to search for', async () => {
    show('!!');
    const dialog = await screen.findByRole('dialog', { name: 'Watch This Area' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});
