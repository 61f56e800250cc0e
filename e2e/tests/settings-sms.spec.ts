import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openSettings } from '../support/settings';
import { toast } from '../support/toast';

/** The code in the newest text kept for the number (no SMS provider here: GET /api/dev/sms). */
async function textedCode(request: APIRequestContext, e164: string): Promise<string> {
  const [text] = (await (await request.get(`/api/dev/sms?phone=${encodeURIComponent(e164)}`)).json()) as { body: string }[];
  return /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? '';
}

test('texts need a proven mobile number: the SMS switch asks for one, the texted code proves it, Remove turns texts off (decision 0077)', async ({ page, request }) => {
  await openSettings(page, 'sms');
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  await sms.click();
  const numberDialog = page.getByRole('dialog', { name: 'Text Messages' });
  const number = numberDialog.getByRole('textbox', { name: 'Mobile number' });
  await number.fill('555-0134');
  await numberDialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(numberDialog.getByText('Enter a US or Canadian mobile number, like (519) 555-0134')).toBeVisible();
  await expectNoAxeViolations(page);

  const line = String(Date.now() % 10_000).padStart(4, '0'); // a number of this run's own: each takes 3 codes an hour
  await number.fill(`306.555.${line}`);
  await numberDialog.getByRole('button', { name: 'Send Code' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter the Code' });
  await expect(codeDialog).toContainText(`We texted a 6-digit code to (306) 555-${line}. It works for 10 minutes.`);
  const code = await textedCode(request, `+1306555${line}`);
  const field = codeDialog.getByRole('textbox', { name: 'Code' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(codeDialog.getByText('That code is not right. Check the text and try again.')).toBeVisible();
  // A new code, when the first did not come: the newest one counts.
  await codeDialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(toast(page, 'New code sent')).toContainText(`We texted a new code to (306) 555-${line}.`);
  const newCode = await textedCode(request, `+1306555${line}`);
  expect(newCode).toMatch(/^\d{6}$/);
  await field.fill(newCode);
  await codeDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Mobile number verified')).toBeVisible();
  await expect(codeDialog).toBeHidden();
  await expect(sms).toBeChecked();
  await expect(card.getByText(`Texts about new messages go to (306) 555-${line}.`)).toBeVisible();

  // Off and on again needs no new code; Remove forgets the number.
  await sms.click();
  await expect(sms).not.toBeChecked();
  await sms.click();
  await expect(sms).toBeChecked();
  await card.getByRole('button', { name: 'Remove number' }).click();
  await expect(toast(page, 'Mobile number removed')).toBeVisible();
  await expect(sms).not.toBeChecked();
  await expect(card.getByText('Get a text when someone messages you while you are away.', { exact: false })).toBeVisible();
});
