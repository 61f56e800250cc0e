import '../contract/yup-locale';
import { object, string } from 'yup';
import { LISTING_QUERY_MESSAGES as M, parseNear } from '../listing-query';

/** GET /api/listings/first-screen and /api/classifieds/first-screen: the guest's position, nothing else (decision 0032). */
export const firstScreenQuerySchema = object({
  near: string()
    .required(M.near)
    .meta({ description: 'lat,lng of the guest' })
    .test('near', M.near, (value) => parseNear(value) !== undefined),
});
