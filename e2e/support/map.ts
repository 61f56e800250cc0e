import type { Page } from '@playwright/test';
import { spotFor, type Point } from './geolocation';

/** A sale's pin on /home's map, named by its title. */
export const mapPin = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

/** The blue dot where the map shows the user. */
export const userDot = (page: Page) => page.locator('path[fill="#1a73e8"]');

/** The spot of test `slot` of the /home specs, in rural Quebec, where only they post (see spotFor). */
export const spotInQuebec = (slot: number): Point => spotFor({ latitude: 46.3, longitude: -74.9 }, slot);
