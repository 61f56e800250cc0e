import type { Page } from '@playwright/test';
import { datesOfDayChoice } from '@yardsale/core/sale-day-dates';
import { createVerifiedUser } from '../support/accounts';
import { mapPin } from '../support/map';
import { AFTER_START, expect, test } from '../support/fixtures';
import { spotFor, standAt, type Point } from '../support/geolocation';
import { chooseSaleDay, createSaleViaApi, dateInZone } from '../support/listings';

// The lower St. Lawrence, where only this spec posts; the browser keeps the sales' own zone, so
// "today" means the same day to both.
const DAY_FILTER_AREA: Point = { latitude: 48.4, longitude: -68.6 };
const ZONE = 'America/Toronto';
test.use({ timezoneId: ZONE });

const cardsWith = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });

test('Find and the map show the sales held on the day chosen: today, tomorrow or this weekend, kept for the visit', async ({ page, context }) => {
  await createVerifiedUser(page);
  const here = spotFor(DAY_FILTER_AREA, 0);
  const stamp = `${Date.now()}`;
  const today = dateInZone(ZONE);
  const [saturday] = datesOfDayChoice('weekend', today);
  // About a kilometre or two around, so that all four pins fit on a phone's map, apart.
  const saleOn = (name: string, dates: string[], north: number, east = 0) =>
    createSaleViaApi(page, { title: `${name} ${stamp}`, latitude: here.latitude + north, longitude: here.longitude + east, dates, startDate: dates[0], endDate: dates.at(-1) });
  await saleOn('Today', [today], 0.01);
  await saleOn('Tomorrow', [dateInZone(ZONE, 1)], -0.01);
  await saleOn('Weekend', [saturday!], 0, 0.02);
  await saleOn('Later', [dateInZone(ZONE, 9)], 0, -0.02); // never this weekend: that is at most 6 days ahead
  await standAt(context, here);

  await page.goto('/find');
  await expect(cardsWith(page, stamp)).toHaveCount(4);
  await chooseSaleDay(page, 'Today');
  await expect(cardsWith(page, stamp)).toHaveCount(today === saturday ? 2 : 1);
  await expect(cardsWith(page, stamp).first()).toContainText(`Today ${stamp}`);
  await expect(page.getByTestId('filter-active-dot')).toBeVisible();

  await chooseSaleDay(page, 'Tomorrow');
  await expect(cardsWith(page, stamp).filter({ hasText: `Tomorrow ${stamp}` })).toHaveCount(1);
  await expect(cardsWith(page, stamp).filter({ hasText: `Later ${stamp}` })).toHaveCount(0);

  await chooseSaleDay(page, 'This weekend');
  await expect(cardsWith(page, stamp).filter({ hasText: `Weekend ${stamp}` })).toHaveCount(1);
  await expect(cardsWith(page, stamp).filter({ hasText: `Later ${stamp}` })).toHaveCount(0);

  // The map asks for the same days, and the choice outlives a reload.
  await page.goto('/home');
  await expect(mapPin(page, `Weekend ${stamp}`)).toBeVisible(AFTER_START);
  await expect(mapPin(page, `Later ${stamp}`)).toHaveCount(0);
  await page.reload();
  await expect(mapPin(page, `Weekend ${stamp}`)).toBeVisible(AFTER_START);
  await page.getByRole('button', { name: 'Filter sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
  await expect(dialog.getByRole('radio', { name: 'This weekend' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(mapPin(page, `Later ${stamp}`)).toBeVisible();
  await expect(page.getByTestId('filter-active-dot')).toBeHidden();

  // A filter that leaves Find empty is offered to be cleared there.
  await page.goto('/find');
  await page.getByRole('button', { name: 'Filter sales' }).click();
  await dialog.getByRole('radio', { name: 'Today' }).check();
  await dialog.getByRole('checkbox', { name: 'Community Sale' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'No yard sales found in your area.' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(cardsWith(page, stamp)).toHaveCount(4);
});
