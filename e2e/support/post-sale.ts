import type { Page } from '@playwright/test';
import { dateInZone } from './listings';

/** The zone of the /post specs' sales: "today" is its today (the browser stands there too). */
export const POST_ZONE = 'America/Toronto';

export const submitSale = (page: Page) => page.getByRole('button', { name: 'Post Yard Sale' }).click();

/** Adds the day `daysFromToday` from today in POST_ZONE to the sale's dates, typed into 'Add a date'. */
export async function pickDate(page: Page, daysFromToday: number) {
  await page.getByLabel('Add a date').fill(dateInZone(POST_ZONE, daysFromToday));
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
