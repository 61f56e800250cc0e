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
