// The SMS switch (decision 0077) against a fake API: it needs a proven number, asked for when it is
// turned on; a number shown can be removed; a server without texts greys it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser, PublicConfig } from '@yardsale/core/api-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { publicConfigQueryKey } from '@/lib/use-public-config';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { NotificationsCard } from './notifications-card';

const me = { id: 'me', preferences: { language: 'en' }, notificationSettings: { email: true, push: false, sms: false }, smsNumber: null } as unknown as CurrentUser;
const config = (textMessages: boolean) => ({ supportEmail: 'help@example.org', tileUrl: '', adClientId: null, directVerification: true, textMessages }) satisfies PublicConfig;
let fake: FakeApi;

beforeEach(() => {
  fake = stubFakeApi({});
});

afterEach(resetScreen);

function show(user: CurrentUser, textMessages = true) {
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.setQueryData(publicConfigQueryKey, config(textMessages));
  renderScreen('/settings', <NotificationsCard user={user} />);
  return screen.findByRole('switch', { name: /^SMS Notifications/ });
}

describe('the SMS switch', () => {
  it('asks for a number when turned on without one, saving nothing yet', async () => {
    fireEvent.click(await show(me));
    const dialog = await screen.findByRole('dialog', { name: 'Text Messages' });
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toBeTruthy();
    expect(fake.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('names the number texts go to, and Remove forgets it', async () => {
    const withNumber = { ...me, smsNumber: '+15195550134', notificationSettings: { ...me.notificationSettings, sms: true } };
    fake.answers['DELETE /api/users/sms-number'] = { body: { ...withNumber, smsNumber: null, notificationSettings: { ...me.notificationSettings, sms: false } } };
    expect(((await show(withNumber)) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Texts about new messages go to (519) 555-0134.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove number' }));
    await waitFor(() => expect(fake.sent('DELETE', '/api/users/sms-number')).toHaveLength(1));
    expect(await screen.findByText('Mobile number removed')).toBeTruthy();
  });

  it('says the number is kept while texts are off', async () => {
    await show({ ...me, smsNumber: '+15195550134' });
    expect(screen.getByText('Texts are off. Your number (519) 555-0134 is kept for when you turn them on.')).toBeTruthy();
  });

  it('is greyed where the server offers no texts', async () => {
    const sms = (await show(me, false)) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(screen.getByText('Text messages are not offered here yet.')).toBeTruthy();
  });
});
