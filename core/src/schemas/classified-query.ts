import '../contract/yup-locale';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { CLASSIFIED_FILTER_CATEGORIES, CLASSIFIED_QUERY_MESSAGES as M, type ClassifiedQuery } from '../classified-query';
import { CLASSIFIED_SORTS, CLASSIFIEDS, type ClassifiedSort } from '../constants';
import { parseLimit, parseNear, parseRadius } from '../listing-query';

const optional = () => string().optional();

/** GET /api/classifieds: text, category filter, place, order and page. */
export const classifiedQuerySchema: ObjectSchema<ClassifiedQuery> = object({
  q: optional().max(CLASSIFIEDS.searchMaxLength, M.q).meta({ description: 'search words: stems, prefixes as typed, and close spellings match' }),
  category: optional()
    .oneOf([...CLASSIFIED_FILTER_CATEGORIES, ''], M.category)
    .meta({ description: "a category, 'Free' (price 0), 'Housing' or 'All Categories'" }),
  near: optional()
    .meta({ description: 'lat,lng: only classifieds within radiusKm, each with distanceKm' })
    .test('near', M.near, (value) => !value || parseNear(value) !== undefined),
  radiusKm: optional()
    .meta({ description: `with near; default ${CLASSIFIEDS.radiusDefaultKm}, at most ${CLASSIFIEDS.radiusMaxKm}` })
    .test('radius', M.radius, (value) => !value || parseRadius(value) !== undefined),
  sort: mixed<ClassifiedSort>()
    .oneOf([...CLASSIFIED_SORTS, undefined], M.sort)
    .test('nearest', M.nearestNeedsNear, (value, context) => value !== 'nearest' || Boolean(context.parent.near))
    .meta({ jsonSchema: { type: 'string', enum: [...CLASSIFIED_SORTS], description: 'newest (refreshed first; default), nearest, price-asc, price-desc' } }),
  limit: optional()
    .meta({ description: `page size; default ${CLASSIFIEDS.pageDefault}, at most ${CLASSIFIEDS.pageMax}` })
    .test('limit', M.limit, (value) => !value || parseLimit(value) !== undefined),
  cursor: optional().max(2000, 'Invalid cursor: start again without one').meta({ description: 'nextCursor of the previous page' }),
  saved: optional().oneOf(['true', ''], M.saved).meta({ description: "true: only the signed-in user's saved classifieds, at any distance (401 for a guest)" }),
});
