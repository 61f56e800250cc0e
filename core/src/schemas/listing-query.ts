import '../contract/yup-locale';
import { object, string, type ObjectSchema } from 'yup';
import { CLASSIFIEDS } from '../constants';
import {
  isDateParam,
  LISTING_QUERY_MESSAGES as M,
  parseBbox,
  parseLimit,
  parseNear,
  parseRadius,
  unknownCategory,
  unknownSaleType,
  type ListingQuery,
} from '../listing-query';

const optional = () => string().optional();

/** GET /api/listings: bbox (map) or near (Find) or neither (everything, soonest ending first), filters, page. */
export const listingQuerySchema: ObjectSchema<ListingQuery> = object({
  bbox: optional()
    .meta({ description: 'west,south,east,north in degrees; west > east crosses the antimeridian' })
    .test('bbox', M.bbox, (value) => !value || parseBbox(value) !== undefined)
    .test('one-area', M.both, (value, context) => !value || !context.parent.near),
  near: optional()
    .meta({ description: 'lat,lng: nearest first, with distanceKm on each sale' })
    .test('near', M.near, (value) => !value || parseNear(value) !== undefined),
  radiusKm: optional().meta({ description: 'with near; default 25, at most 250' }).test('radius', M.radius, (value) => !value || parseRadius(value) !== undefined),
  types: optional()
    .meta({ description: 'comma list of estate, moving, community, regular' })
    .test('types', (value, context) => {
      const unknown = unknownSaleType(value);
      return unknown === undefined || context.createError({ message: M.saleType(unknown) });
    }),
  categories: optional()
    .meta({ description: 'comma list of yard-sale categories' })
    .test('categories', (value, context) => {
      const unknown = unknownCategory(value);
      return unknown === undefined || context.createError({ message: M.category(unknown) });
    }),
  date: optional().meta({ description: 'YYYY-MM-DD, or a comma list of up to 7: sales held on one of these days' }).test('date', M.date, isDateParam),
  q: optional().max(CLASSIFIEDS.searchMaxLength, M.q).meta({ description: 'words looked for: sales whose title, description or category hold each, as a word or its start' }),
  limit: optional().meta({ description: 'page size; default 200, at most 500' }).test('limit', M.limit, (value) => !value || parseLimit(value) !== undefined),
  cursor: optional().max(2000, 'Invalid cursor: start again without one').meta({ description: 'nextCursor of the previous page' }),
});
