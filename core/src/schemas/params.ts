import '../contract/yup-locale';
import { object, string } from 'yup';

// Path parameters. Ids are UUIDs; anything else cannot name a row, so it reads as not found (the
// routes' 404), never as a database error.
const id = () => string().required().max(100);

export const idParamsSchema = object({ id: id() });
export const listingIdParamsSchema = object({ listingId: id() });
export const classifiedIdParamsSchema = object({ classifiedId: id() });

/** GET /api/verify-email?token= */
export const tokenQuerySchema = object({ token: string().trim().required('Verification token is missing.').max(200, 'Verification token is invalid.') });

/**
 * The headers of POST /api/listings, /api/classifieds and /api/messages: an Idempotency-Key (a UUID the
 * app makes for each thing it sends) makes a retry after a lost answer get what the first try made
 * (decision 0084). Other headers pass through unchecked.
 */
export const sentOnceHeadersSchema = object({
  'idempotency-key': string().uuid().optional().meta({ description: 'A UUID for this post or message: sent again with it, the answer is what the first request made' }),
});
