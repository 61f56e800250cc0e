import { expect, type Page } from '@playwright/test';
import type { TestPhoto } from './classifieds';

/** A date n days from today in the given zone, YYYY-MM-DD (en-CA formats dates that way). */
export function dateInZone(timeZone: string, daysFromToday = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysFromToday);
  return date.toISOString().slice(0, 10);
}

/** Types into /post's Address field and picks one of its suggestions. */
export async function pickAddress(page: Page, typed: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: 'Address' }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Filter Sales' "When" (as labelled: 'Today', 'Tomorrow', 'This weekend'), from the header's filter button of /home or /find. */
export async function chooseSaleDay(page: Page, day: string) {
  await page.getByRole('button', { name: 'Filter sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sales' });
  await dialog.getByRole('radio', { name: day }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the Find sheet of the sale titled `title` (the page stands next to it). */
export async function openSaleOnFind(page: Page, title: string) {
  await page.goto('/find');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: new RegExp(title) }).first().click();
  return page.getByRole('dialog', { name: title });
}

export interface SaleOverrides {
  title?: string;
  latitude?: number;
  longitude?: number;
  /** The sale's zone, for "today"; America/Toronto fits the default coordinates and eastern Canada. */
  timeZone?: string;
  [field: string]: unknown;
}

/**
 * Posts a yard sale through the API with the page's cookies (the page's user must be verified).
 * By default it runs today and tomorrow all day in its own zone, so it is visible whenever the test runs.
 */
export async function createSaleViaApi(page: Page, { timeZone = 'America/Toronto', ...overrides }: SaleOverrides = {}) {
  const dates = [dateInZone(timeZone), dateInZone(timeZone, 1)];
  const response = await page.request.post('/api/listings', {
    data: {
      title: 'Test Yard Sale',
      description: 'Tools, toys and books',
      address: '100 Test Street, London, ON',
      latitude: 42.98,
      longitude: -81.25,
      dates,
      startDate: dates[0],
      endDate: dates[1],
      startTime: '00:00',
      endTime: '23:59',
      category: 'Tools & Hardware',
      categories: ['Tools & Hardware'],
      contactInfo: '',
      items: [],
      imageUrls: [],
      isEstateSale: false,
      isMovingSale: false,
      isCommunitySale: false,
      ...overrides,
    },
  });
  if (!response.ok()) throw new Error(`create sale failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: string; title: string; latitude: number; longitude: number };
}

/** Uploads a sale photo through the API (POST /api/listings/photo) and returns its URL, for `imageUrls`. */
export async function uploadSalePhotoViaApi(page: Page, photo: TestPhoto): Promise<string> {
  const response = await page.request.post('/api/listings/photo', { multipart: { photo } });
  if (!response.ok()) throw new Error(`photo upload failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}
