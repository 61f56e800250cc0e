import type { Page } from '@playwright/test';
import { dateInZone, pickAddress } from './listings';

/** The zone of the /post specs' sales: "today" is its today (the browser stands there too). */
export const POST_ZONE = 'America/Toronto';

export const submitSale = (page: Page) => page.getByRole('button', { name: 'Post Yard Sale' }).click();

/** Adds the day `daysFromToday` from today in POST_ZONE to the sale's dates, typed into 'Add a date'. */
export async function pickDate(page: Page, daysFromToday: number) {
  await page.getByLabel('Add a date').fill(dateInZone(POST_ZONE, daysFromToday));
}

/** A signed-in seller on /post with a sale ready to send: a Perth, Ontario address, `title` and tomorrow. */
export async function fillSale(page: Page, title: string): Promise<void> {
  await page.goto('/post');
  await pickAddress(page, '12 Oak St, Perth, ON', '12 Oak St, Perth, ON, Canada');
  await page.getByLabel('Title').fill(title);
  await pickDate(page, 1);
}

export interface OwnSale {
  id: string;
  title: string;
  address: string;
  dates: string[];
  imageUrl: string | null;
  categories: string[];
  category: string;
  isEstateSale: boolean;
  startTime: string;
  endTime: string;
  latitude: number;
  longitude: number;
}

/** The signed-in seller's sales, as GET /api/listings/user answers them. */
export const ownSales = async (page: Page) => (await (await page.request.get('/api/listings/user')).json()) as OwnSale[];
