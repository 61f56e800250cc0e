import '../contract/yup-locale';
import { object, string } from 'yup';
import { LISTING_QUERY_MESSAGES as M, parseNear } from '../listing-query';

/** The largest map a first screen draws, a side in CSS pixels: a desktop screen's map, with room to spare. */
export const FIRST_MAP_MAX_SIDE_PX = 4096;

export const FIRST_SCREEN_QUERY_MESSAGES = {
  side: (name: 'width' | 'height') => `${name} must be a whole number of pixels from 1 to ${FIRST_MAP_MAX_SIDE_PX}`,
} as const;

const near = string()
  .required(M.near)
  .meta({ description: 'lat,lng of the guest' })
  .test('near', M.near, (value) => parseNear(value) !== undefined);

/** GET /api/listings/first-screen and /api/classifieds/first-screen: the guest's position, nothing else (decision 0032). */
export const firstScreenQuerySchema = object({ near });

/** A side of the map in CSS pixels, or undefined when the parameter is not one. */
export function parseMapSide(value: string): number | undefined {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const side = Number(value);
  return side >= 1 && side <= FIRST_MAP_MAX_SIDE_PX ? side : undefined;
}

const side = (name: 'width' | 'height') =>
  string()
    .required(FIRST_SCREEN_QUERY_MESSAGES.side(name))
    .meta({ description: `the map's ${name} in CSS pixels, 1–${FIRST_MAP_MAX_SIDE_PX}` })
    .test(name, FIRST_SCREEN_QUERY_MESSAGES.side(name), (value) => parseMapSide(value) !== undefined);

/**
 * GET /api/listings/first-screen/map: the guest's position and the size of the map's area (decision
 * 0034); without a position, the map a guest opens on before allowing location (its default view).
 */
export const firstMapQuerySchema = object({
  near: string()
    .optional()
    .meta({ description: 'lat,lng of the guest; without it, the default view (MAP.defaultCenter at MAP.defaultZoom)' })
    .test('near', M.near, (value) => value === undefined || parseNear(value) !== undefined),
  width: side('width'),
  height: side('height'),
});
