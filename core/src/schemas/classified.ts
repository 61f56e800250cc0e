import '../contract/yup-locale';
import { array, mixed, number, object, string, type InferType } from 'yup';
import { CLASSIFIED_CATEGORIES, CLASSIFIED_CONDITIONS, CLASSIFIED_DEFAULT_STORED_CONDITION, CLASSIFIED_TAGS } from '../constants';
import { CLASSIFIED_TEXT_LIMITS, LIMITS } from '../limits';
import { isInServiceArea } from '../service-area';
import { fileField } from './uploads';
import { CLASSIFIED_FORM_MESSAGES, CLASSIFIED_MESSAGES } from './validation-messages';

/** The largest price numeric(10, 2) holds. */
export const CLASSIFIED_PRICE_MAX = 99_999_999.99;

const PRICE_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

/** What is wrong with a price as typed or sent (a number or its text; blank is 0), or nothing. */
export function priceProblem(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined) return CLASSIFIED_MESSAGES.priceInvalid;
  if (text === '') return undefined;
  if (/^-\s*(\d|\.\d)/.test(text) && Number.isFinite(Number(text))) return CLASSIFIED_MESSAGES.priceNegative;
  if (!PRICE_TEXT.test(text)) return CLASSIFIED_MESSAGES.priceInvalid;
  if (/\.\d{3,}$/.test(text)) return CLASSIFIED_MESSAGES.priceDecimals;
  return Number(text) > CLASSIFIED_PRICE_MAX ? CLASSIFIED_MESSAGES.priceTooHigh : undefined;
}

/** A valid price as numeric(10, 2) stores it: '250.00', and '0.00' ('Free') for blank. */
export const storedPrice = (value: string | number): string => Number(String(value).trim() || '0').toFixed(2);

/** SPEC: price may be a string or a number, stored as text with two decimals; 0 is 'Free'. */
export const priceField = () =>
  mixed<string>((value): value is string => typeof value === 'string')
    .transform((value: unknown) => (value === null || value === undefined ? undefined : priceProblem(value) ? value : storedPrice(value as string | number)))
    .test('price', (value, context) => {
      const problem = value === undefined ? undefined : priceProblem(value);
      return problem === undefined || context.createError({ message: problem });
    })
    .default('0.00')
    .meta({ jsonSchema: { type: ['string', 'number'], description: "0 to 99999999.99, two decimals; 0 is 'Free'" } });

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const coordinate = (min: number, max: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(CLASSIFIED_MESSAGES.pointRequired)
    .required(CLASSIFIED_MESSAGES.pointRequired)
    .min(min, CLASSIFIED_MESSAGES.pointRequired)
    .max(max, CLASSIFIED_MESSAGES.pointRequired);

/** `new:2` names the third uploaded file in imageUrls; anything else is a photo the classified has. */
export const NEW_IMAGE_PREFIX = 'new:';

/**
 * POST and PUT /api/classifieds as multipart (SPEC section 7). `images` are new photos (repeated
 * field). `imageUrls` (JSON text) orders the photos: current photo URLs to keep and `new:N` for the
 * Nth new file; without it the current photos are kept and the new ones follow.
 */
export const classifiedSchema = object({
  title: string().trim().required(CLASSIFIED_MESSAGES.titleRequired).max(CLASSIFIED_TEXT_LIMITS.title, CLASSIFIED_MESSAGES.titleTooLong),
  description: string()
    .trim()
    .required(CLASSIFIED_MESSAGES.descriptionRequired)
    .max(CLASSIFIED_TEXT_LIMITS.description, CLASSIFIED_MESSAGES.descriptionTooLong),
  price: priceField(),
  condition: string()
    .trim()
    .transform(blankToUndefined) // so a blank choice reads 'is required', not 'from the list'
    .required(CLASSIFIED_MESSAGES.conditionRequired)
    .oneOf([...CLASSIFIED_CONDITIONS, CLASSIFIED_DEFAULT_STORED_CONDITION], CLASSIFIED_MESSAGES.conditionInvalid),
  category: string().trim().transform(blankToUndefined).required(CLASSIFIED_MESSAGES.categoryRequired).oneOf([...CLASSIFIED_CATEGORIES], CLASSIFIED_MESSAGES.categoryInvalid),
  categories: array(string().required().oneOf([...CLASSIFIED_TAGS], CLASSIFIED_MESSAGES.tagsInvalid))
    .typeError(CLASSIFIED_MESSAGES.tagsInvalid)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .max(LIMITS.classifiedMaxTags, CLASSIFIED_MESSAGES.tagsInvalid)
    .default([])
    .meta({ description: 'JSON text in multipart: extra categories, e.g. ["Housing"]' }),
  customAddress: string()
    .trim()
    .required(CLASSIFIED_MESSAGES.locationRequired)
    .max(CLASSIFIED_TEXT_LIMITS.location, CLASSIFIED_MESSAGES.locationTooLong)
    .meta({ description: 'The address the seller verified; only the seller ever sees it' }),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180).test('service-area', CLASSIFIED_MESSAGES.outsideServiceArea, (value, context) => {
    const latitude: unknown = context.parent.latitude;
    return typeof latitude !== 'number' || isInServiceArea(latitude, value);
  }),
  imageUrls: array(string().required(CLASSIFIED_MESSAGES.imageInvalid).max(300, CLASSIFIED_MESSAGES.imageInvalid))
    .typeError(CLASSIFIED_MESSAGES.imageInvalid)
    .max(LIMITS.classifiedMaxImages, CLASSIFIED_MESSAGES.tooManyImages)
    .optional()
    .meta({ description: 'JSON text in multipart: the order of the photos, current URLs and new:N for the Nth file of images' }),
  images: array(fileField(CLASSIFIED_MESSAGES.imageFieldInvalid).required())
    .transform((value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]))
    .max(LIMITS.classifiedMaxImages, CLASSIFIED_MESSAGES.tooManyImages)
    .default([]),
}).meta({ failureShape: 'validation-failed' });

export type ClassifiedInput = InferType<typeof classifiedSchema>;

export const classifiedFormSchema = object({
  title: string().trim().required(CLASSIFIED_FORM_MESSAGES.titleRequired).max(CLASSIFIED_TEXT_LIMITS.title, CLASSIFIED_MESSAGES.titleTooLong),
  description: string()
    .trim()
    .required(CLASSIFIED_FORM_MESSAGES.descriptionRequired)
    .max(CLASSIFIED_TEXT_LIMITS.description, CLASSIFIED_MESSAGES.descriptionTooLong),
  condition: string().required(CLASSIFIED_FORM_MESSAGES.conditionRequired),
  category: string().required(CLASSIFIED_FORM_MESSAGES.categoryRequired),
  price: string()
    .trim()
    .required(CLASSIFIED_FORM_MESSAGES.priceRequired)
    .test('price', (value, context) => {
      const problem = priceProblem(value);
      return problem === undefined || context.createError({ message: problem });
    }),
  address: string().trim().required(CLASSIFIED_FORM_MESSAGES.addressBlankDetail),
  locationVerified: mixed<boolean>().test('verified', CLASSIFIED_FORM_MESSAGES.locationUnverified, (value) => value === true),
});

/** POST /api/dev/classifieds/{id}/age (development only): make a classified this many days old. */
export const classifiedAgeSchema = object({
  days: number().typeError('days must be a whole number from 0 to 365').required().integer().min(0).max(365),
});

/** POST /api/saved-classifieds (decision 0048) */
export const savedClassifiedSchema = object({ classifiedId: string().trim().required(CLASSIFIED_MESSAGES.classifiedIdRequired) });
