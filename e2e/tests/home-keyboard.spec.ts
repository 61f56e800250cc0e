// /home with the keyboard: Tab stops only on the pins in view, and Skip the map takes focus past them.
import { devices } from '@playwright/test';
import { createVerifiedUser } from '../support/accounts';
import { AFTER_START, appTookOver, expect, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { createSaleViaApi } from '../support/listings';

/** Near La Tuque, Quebec, where only this spec posts. */
const KEYBOARD_AREA: Point = { latitude: 47.4, longitude: -72.8 };

test.describe('on a desktop, where the map keeps pins a screen beyond each edge for a smooth pan', () => {
  const { userAgent } = devices['Desktop Chrome'];
  test.use({ userAgent, viewport: { width: 800, height: 700 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('Tab stops on the pins in view only: a pin panned out of view stays on the map, out of the tab order', async ({ page, context }) => {
    await createVerifiedUser(page);
    const here = spotFor(KEYBOARD_AREA, 0);
    const title = `Corner sale ${Date.now()}`;
    await createSaleViaApi(page, { title, ...here });
    await standAt(context, here);
    await page.goto('/home');
    const marker = page.locator(`.leaflet-marker-icon[title="${title}"]`);
    await expect(marker).toHaveAttribute('tabindex', '0', AFTER_START);
    await page.waitForTimeout(1500); // past the automatic recentre, so only the keyboard moves the map

    // Leaflet's arrow keys pan by 80 px, one pan at a time: six to the east put the pin (at the
    // centre of a map 800 px wide) past the west edge.
    const markerX = async () => (await marker.boundingBox())?.x;
    const panBy = async (key: 'ArrowLeft' | 'ArrowRight') => {
      // Polled: the markers' answer for the last settle may be redrawing the pin at this moment.
      let x: number | undefined;
      await expect.poll(async () => (x = await markerX())).toBeDefined();
      await page.keyboard.press(key);
      await expect.poll(markerX).toBe(x! + (key === 'ArrowRight' ? -80 : 80));
    };
    await page.locator('.leaflet-container').focus();
    for (let step = 0; step < 6; step++) await panBy('ArrowRight');
    await expect(marker).toHaveAttribute('tabindex', '-1');
    for (let step = 0; step < 6; step++) await panBy('ArrowLeft');
    await expect(marker).toHaveAttribute('tabindex', '0');
  });
});

test('Skip the map, shown while it has the focus, takes the keyboard past the map and its pins to the map\'s own buttons', async ({ page, context }) => {
  await standAt(context, spotFor(KEYBOARD_AREA, 1));
  await page.goto('/home');
  await appTookOver(page); // a guest's first screen is the server's picture of the map until then
  const skip = page.getByRole('button', { name: 'Skip the map' });
  await expect(skip).toBeAttached(AFTER_START);
  expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1); // out of sight until reached
  // The header's last control, then the map's first stop.
  await page.getByRole('link', { name: 'Settings' }).focus();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Watch this area for new sales' })).toBeFocused();
});
