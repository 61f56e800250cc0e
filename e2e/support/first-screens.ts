// What the specs of first screens drawn by the server (decisions 0032, 0034) share.
import type { Page } from '@playwright/test';
import { createVerifiedUser } from './accounts';
import { drawPhoto } from './classifieds';
import { spotFor } from './geolocation';
import { createSaleViaApi, uploadSalePhotoViaApi } from './listings';
import { PRERENDER_AREA } from './page-load';

/** Two sales near a spot of their own, posted by someone who then signs out: the visitor is a guest. */
export async function salesNearAGuest(page: Page, slot: number) {
  const here = spotFor(PRERENDER_AREA, slot);
  const stamp = `${Date.now()}`;
  await createVerifiedUser(page);
  const photoUrl = await uploadSalePhotoViaApi(page, await drawPhoto(page, '#1565c0', 'first'));
  await createSaleViaApi(page, { title: `Near sale ${stamp}`, latitude: here.latitude + 0.002, longitude: here.longitude, imageUrls: [photoUrl] });
  await createSaleViaApi(page, { title: `Farther sale ${stamp}`, latitude: here.latitude + 0.02, longitude: here.longitude });
  await page.request.post('/api/logout');
  return { here, stamp, cards: page.getByRole('listitem').filter({ hasText: stamp }) };
}

/** React drew the element (or adopted it). */
export const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));

