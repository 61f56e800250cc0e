import { expect, test } from '../support/fixtures';

test('the e-mail is required and must be valid', async ({ page }) => {
  await page.goto('/data-deletion');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(email).toBeFocused(); // the field to fix, not the button
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a request is submitted and stored', async ({ page }) => {
  await page.goto('/data-deletion');
  await page.getByRole('textbox', { name: 'Email address' }).fill('leaving@example.com');
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Moving away');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/data-deletion'));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Request submitted' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
});

test('a failed request shows the error and keeps what was typed', async ({ page }) => {
  await page.route('**/api/data-deletion', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service is busy' }) }),
  );
  await page.goto('/data-deletion');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('keep@example.com');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Error submitting request')).toBeVisible();
  await expect(page.getByText('Service is busy')).toBeVisible();
  await expect(email).toHaveValue('keep@example.com');
});

test('back goes to the landing page', async ({ page }) => {
  await page.goto('/data-deletion');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
