// A report's words are limited in characters as the server counts them (an emoji is one), and words
// past the limit are refused with the message, not cut off while typed or pasted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGING_LIMITS } from '@yardsale/core/limits';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { stubFakeApi, type FakeApi } from '@/testing/fake-api';
import { renderScreen, resetScreen } from '@/testing/render-screen';
import { ReportPostDialog } from './report-post-dialog';

const REPORT = 'POST /api/listings/sale-1/report';
let fake: FakeApi;

beforeEach(() => {
  fake = stubFakeApi({ [REPORT]: { status: 201, body: { id: 'r1', problem: 'other', details: '', createdAt: '2026-11-28T15:00:00.000Z' } } });
});
afterEach(resetScreen);

async function reportWith(details: string) {
  renderScreen('/find', <ReportPostDialog post={{ id: 'sale-1', title: 'Porch sale', type: 'listing' }} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
  const field = within(dialog).getByRole('textbox', { name: /Tell us what is wrong/ });
  fireEvent.change(field, { target: { value: details } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
  return { dialog, field: field as HTMLTextAreaElement };
}

it('sends a reason of the most characters allowed, emoji counted once', async () => {
  const details = '🚩'.repeat(MESSAGING_LIMITS.reasonMax);
  const { field } = await reportWith(details);
  // A browser's maxlength counts UTF-16 units and would stop typing at half these emoji.
  expect(field.getAttribute('maxlength')).toBeNull();
  expect(field.value).toBe(details);
  await waitFor(() => expect(fake.sent('POST', '/api/listings/sale-1/report')).toHaveLength(1));
  expect(fake.sent('POST', '/api/listings/sale-1/report')[0]!.body).toMatchObject({ problem: 'other', details });
});

it('keeps a reason one character too long, says so and sends nothing', async () => {
  const details = 'x'.repeat(MESSAGING_LIMITS.reasonMax + 1);
  const { dialog, field } = await reportWith(details);
  expect(await within(dialog).findByText(MESSAGE_MESSAGES.reasonTooLong)).toBeTruthy();
  expect(field.value).toBe(details);
  expect(fake.sent('POST', '/api/listings/sale-1/report')).toHaveLength(0);
});
