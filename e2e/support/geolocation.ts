import { test, type BrowserContext } from '@playwright/test';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Lets the pages of `context` locate the visitor, standing at `point`. */
export async function standAt(context: BrowserContext, point: Point): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(point);
}

const round2 = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A fixed spot for one test, apart from every other test's: `area` is its spec's own corner of the
 * map (each far from the demo sales around London, Ontario, and from the other specs' areas), and
 * `slot` numbers the spec's tests, 0.4° of longitude (about 30 km) apart. A retry or a repeat stands
 * 0.1° further north, clear of what an earlier attempt posted; the desktop project 0.05° north of
 * the phone. Whole hundredths: a classified's public spot (a 0.01° grid) is then the spot itself.
 */
export function spotFor(area: Point, slot: number): Point {
  const { retry, repeatEachIndex, project } = test.info();
  const north = (retry + repeatEachIndex * 3) * 0.1 + (project.name === 'desktop' ? 0.05 : 0);
  return { latitude: round2(area.latitude + north), longitude: round2(area.longitude + slot * 0.4) };
}

/** The far north of Saskatchewan and Alberta, where no test posts anything: a test standing there sees an empty list. */
export const spotWithNothingNear = (slot: number): Point => spotFor({ latitude: 58.2, longitude: -112 }, slot);
