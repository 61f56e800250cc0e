import type { BrowserContext } from '@playwright/test';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Lets the pages of `context` locate the visitor, standing at `point`. */
export async function standAt(context: BrowserContext, point: Point): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(point);
}

const round4 = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/**
 * A random spot of eastern Ontario, far from the demo sales around London and the map tests in
 * Quebec. Four decimals: the spot Find searches from is exactly where the test stands.
 */
export const somewhereInOntario = (): Point => ({ latitude: round4(44.3 + Math.random()), longitude: round4(-79 + Math.random() * 3) });
