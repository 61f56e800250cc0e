import { expect, test } from '../support/fixtures';

test('the API reference renders every endpoint from our own origin, under our Content-Security-Policy', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) blocked.push(message.text());
  });
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.goto('/api/docs');
  // Swagger UI's script is about 1 MB: on the 2-core CI machine it has taken more than 5 s to start.
  await expect(page.getByRole('heading', { name: /Yard Sale Finder API/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('/api/listings/{id}/renew').first()).toBeVisible();
  await expect(page.getByText('/api/favorites/{listingId}').first()).toBeVisible();
  expect(blocked).toEqual([]);
  expect(external).toEqual([]);
});
