import { test, type BrowserContext, type Page } from '@playwright/test';
import type { Classified } from '@yardsale/core/api-types';
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { createVerifiedUser } from './accounts';
import { isolateFromInternet } from './fixtures';
import type { Point } from './geolocation';

/** Kenora, Ontario, as the offline geocoder places it: only the classifieds journey posts there. */
export const KENORA: Point = { latitude: 49.76741, longitude: -94.48985 };

const round2 = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A fixed spot up north for `slot` (one per test) in this Playwright project: spots are at least
 * 110 km apart, so no test's 50 km browse sees another test's classifieds (both projects share one
 * database), and well away from Kenora and the messaging tests' area.
 */
export function somewhereUpNorth(slot: number): Point {
  const cell = slot * 2 + (test.info().project.name === 'desktop' ? 1 : 0);
  return { latitude: 50.5 + Math.floor(cell / 6), longitude: round2(-99 + (cell % 6) * 1.6) };
}

/** `steps` of the 0.01° public grid north of `point` (about 1.1 km each). */
export const gridStepsNorth = (point: Point, steps: number): Point => ({ latitude: round2(point.latitude + steps * 0.01), longitude: point.longitude });

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A JPEG drawn by the browser: a coloured photo with `label` written on it, `width` by `height`
 * pixels. A page that has not loaded anything yet first opens /faq to have a canvas to draw on.
 */
export async function drawPhoto(page: Page, colour: string, label: string, width = 800, height = 600): Promise<TestPhoto> {
  if (page.url() === 'about:blank') await page.goto('/faq');
  const base64 = await page.evaluate(
    ({ fill, text, w, h }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fff';
      context.font = `${Math.round(h / 6)}px sans-serif`;
      context.fillText(text, w / 10, h / 2);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    },
    { fill: colour, text: label, w: width, h: height },
  );
  return { name: `${label.replace(/\W+/g, '-')}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export interface ClassifiedOverrides {
  title?: string;
  description?: string;
  price?: string;
  condition?: string;
  category?: string;
  categories?: string[];
  customAddress?: string;
  latitude?: number;
  longitude?: number;
  photos?: TestPhoto[];
}

/** Posts a classified through the API with the page's cookies (the page's user must be verified). */
export async function createClassifiedViaApi(page: Page, { photos = [], categories = [], ...overrides }: ClassifiedOverrides = {}): Promise<Classified> {
  const fields = {
    title: 'Test classified',
    description: 'In good shape, pick up only.',
    price: '25',
    condition: 'Good',
    category: 'Furniture',
    customAddress: '1 Test Street, Kenora, ON',
    latitude: KENORA.latitude,
    longitude: KENORA.longitude,
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('categories', JSON.stringify(categories));
  for (const photo of photos) form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await page.request.post('/api/classifieds', { multipart: form });
  if (!response.ok()) throw new Error(`create classified failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Classified;
}

/** A seller in another browser posts these (createClassifiedViaApi); the page stays who it was. */
export async function postedBySomeoneElse(page: Page, posts: (seller: Page) => Promise<void>): Promise<void> {
  const seller = await page.context().browser()!.newPage();
  await createVerifiedUser(seller);
  await posts(seller);
  await seller.close();
}

export const ownClassifieds = async (page: Page) => (await (await page.request.get('/api/classifieds/user')).json()) as Classified[];

/** A second browser, like the main one cut off from the internet: another person on another device. */
export async function otherDevice(context: BrowserContext): Promise<Page> {
  await isolateFromInternet(context);
  return context.newPage();
}

/** Makes the page user's classified `days` old on the server (development route), as if posted then. */
export async function ageClassified(page: Page, id: string, days: number): Promise<void> {
  const response = await page.request.post(`/api/dev/classifieds/${id}/age`, { data: { days } });
  if (!response.ok()) throw new Error(`Ageing ${id} failed: ${response.status()} ${await response.text()}`);
}

/** Records the browser notifications the page shows, as if the user had allowed notifications. */
export async function recordNotifications(page: Page): Promise<() => Promise<{ title: string; body?: string }[]>> {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications);
}

/** Types into the listing form's Location field (its suggestions open under it; Verify stays beside it). */
export async function typeAddress(page: Page, text: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Location' }).fill(text);
}

/** As if this user had agreed to the posting guidelines before (the per-user flag): /add-listing opens on its form. */
export async function guidelinesAgreedBefore(page: Page, userId: string): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), `${STORAGE_KEYS.disclaimerSeen}-${userId}`);
}
