import '../contract/yup-locale';
import { object, string } from 'yup';
import { LISTING_QUERY_MESSAGES as M, parseNear } from '../listing-query';

/** The largest map a first screen draws, a side in CSS pixels: a desktop screen's map, with room to spare. */
export const FIRST_MAP_MAX_SIDE_PX = 4096;

/** The longest name of a place chosen instead of the position that Find's first screen draws ('Moose Jaw, SK S6H'). */
export const FIRST_SCREEN_PLACE_MAX_LENGTH = 100;

export const FIRST_SCREEN_QUERY_MESSAGES = {
  side: (name: 'width' | 'height') => `${name} must be a whole number of pixels from 1 to ${FIRST_MAP_MAX_SIDE_PX}`,
  place: `place must be the name of the place at near, 1 to ${FIRST_SCREEN_PLACE_MAX_LENGTH} characters`,
} as const;

/** The guest's position; without it, where the screen opens without one (each route says where). */
const near = (without: string) =>
  string()
    .optional()
    .meta({ description: `lat,lng of the guest; without it, ${without}` })
    .test('near', M.near, (value) => value === undefined || parseNear(value) !== undefined);

/**
 * GET /api/listings/first-screen: the guest's position (decision 0032), or the place they chose
 * instead of it (decision 0088), named; without either, Find's default centre.
 */
export const findFirstScreenQuerySchema = object({
  near: near('the sales near the default centre (MAP.defaultCenter), as Find shows them while it has no position'),
  place: string()
    .optional()
    .meta({ description: "the name of the place at near, chosen instead of the position: Find's note above the cards names it" })
    .test('place', FIRST_SCREEN_QUERY_MESSAGES.place, function (value) {
      return value === undefined || (this.parent.near !== undefined && value.trim().length > 0 && value.length <= FIRST_SCREEN_PLACE_MAX_LENGTH);
    }),
});

/** GET /api/classifieds/first-screen: the guest's position (decision 0032); without it, every classified, newest first. */
export const classifiedsFirstScreenQuerySchema = object({ near: near('every classified, newest first, as /classifieds lists them without a place') });

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
  near: near("the map's default view (MAP.defaultCenter at MAP.defaultZoom)"),
  width: side('width'),
  height: side('height'),
});
