import '../contract/yup-locale';
import { object, string, type ObjectSchema } from 'yup';
import { CLASSIFIEDS } from '../constants';
import { isDateParam, LISTING_QUERY_MESSAGES as M, unknownCategory, unknownSaleType } from '../listing-query';
import { MARKER_TILES, parseTileRange, type MarkerQuery } from '../map-tiles';

export const MARKER_QUERY_MESSAGES = {
  tiles: `tiles must be zoom,x,y,columns,rows: existing tiles, at most ${MARKER_TILES.maxPerAxis} a side`,
} as const;

/** GET /api/listings/markers: a tile range (map-tiles.ts tileRangeFor) and the Filter Sales filters. */
export const markerQuerySchema: ObjectSchema<MarkerQuery> = object({
  tiles: string()
    .required(MARKER_QUERY_MESSAGES.tiles)
    .meta({ description: `zoom,x,y,columns,rows: slippy-map tiles from x (west, wrapping) and y (north), at most ${MARKER_TILES.maxPerAxis} a side` })
    .test('tiles', MARKER_QUERY_MESSAGES.tiles, (value) => parseTileRange(value) !== undefined),
  types: string()
    .optional()
    .meta({ description: 'comma list of estate, moving, community, regular' })
    .test('types', (value, context) => {
      const unknown = unknownSaleType(value);
      return unknown === undefined || context.createError({ message: M.saleType(unknown) });
    }),
  categories: string()
    .optional()
    .meta({ description: 'comma list of yard-sale categories' })
    .test('categories', (value, context) => {
      const unknown = unknownCategory(value);
      return unknown === undefined || context.createError({ message: M.category(unknown) });
    }),
  date: string().optional().meta({ description: 'YYYY-MM-DD, or a comma list of up to 7: sales held on one of these days' }).test('date', M.date, isDateParam),
  q: string().optional().max(CLASSIFIEDS.searchMaxLength, M.q).meta({ description: 'words looked for: sales whose title, description or category hold each, as a word or its start' }),
});
