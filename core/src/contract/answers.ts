// The schema of every API answer, each checked by the compiler against its type in api-types.ts and
// geocoding.ts, so the published OpenAPI document, the answers and the web's types cannot drift apart.
import { array, mixed, number, object, type ObjectSchema } from 'yup';
import type {
  Classified,
  ClassifiedsPage,
  CurrentUser,
  FavoriteResponse,
  HealthResponse,
  ItemAlert,
  Listing,
  ListingMarker,
  ListingMarkers,
  ListingPhotoResponse,
  ListingsPage,
  MessageResponse,
  NotificationSettings,
  PublicConfig,
  ResendVerificationResponse,
  SavedClassifiedResponse,
  SaleAlert,
  SmsCodeSent,
  UserPreferences,
  VerificationLinkResponse,
  VerifyCurrentUserResponse,
  VerifyEmailResponse,
} from '../api-types';
import { COUNTRIES, LANGUAGES, SALE_TYPES, THEMES, UNITS } from '../constants';
import type { ForwardGeocode, ForwardGeocodeResponse, GeoSuggestion, GeoSuggestionsResponse, ReverseGeocode, ReverseGeocodeResponse } from '../geocoding';
import './yup-locale';
import { toJsonSchema } from './json-schema';

import { decimal, flag, instant, nullableInstant, nullableText, oneOf, optionalInstant, optionalText, text, texts } from './answer-fields';

/** Every refusal: the first message, and per-field messages (400) or the wait before a retry (429). */
export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string>;
  retryAfterSeconds?: number;
}
export const errorAnswer: ObjectSchema<ErrorAnswer> = object({
  message: text(),
  errors: mixed<Record<string, string>>().optional().meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'string' } } }),
  retryAfterSeconds: number().optional().strict(),
});

export const messageAnswer: ObjectSchema<MessageResponse> = object({ message: text() });

export const verifyEmailAnswer: ObjectSchema<VerifyEmailResponse> = object({ message: text(), emailChanged: flag() });

export const healthAnswer: ObjectSchema<HealthResponse> = object({
  status: oneOf(['ok'] as const),
  db: oneOf(['pglite', 'postgres'] as const),
});

export const publicConfigAnswer: ObjectSchema<PublicConfig> = object({
  supportEmail: text(),
  tileUrl: text(),
  adClientId: nullableText(),
  directVerification: flag(),
  textMessages: flag(),
});

const preferences: ObjectSchema<UserPreferences> = object({
  language: text().oneOf([...LANGUAGES]),
  units: oneOf(UNITS),
  theme: oneOf(THEMES),
  termsAccepted: flag(),
  ageVerified: flag(),
});

const notificationSettings: ObjectSchema<NotificationSettings> = object({ email: flag(), push: flag(), sms: flag() });

export const currentUserAnswer: ObjectSchema<CurrentUser> = object({
  id: text(),
  username: text(),
  email: text(),
  emailVerified: flag(),
  displayName: nullableText(),
  avatarUrl: nullableText(),
  preferences: preferences.defined(),
  notificationSettings: notificationSettings.defined(),
  smsNumber: nullableText().meta({ description: 'The proven mobile number texts go to (E.164), or null (decision 0077)' }),
  createdAt: instant(),
});

export const smsCodeSentAnswer: ObjectSchema<SmsCodeSent> = object({ message: text(), phone: text().meta({ description: 'The number texted, in E.164' }) });

export const resendVerificationAnswer: ObjectSchema<ResendVerificationResponse> = object({ message: text(), directVerification: flag() });
export const verificationLinkAnswer: ObjectSchema<VerificationLinkResponse> = object({ verificationUrl: text() });
export const verifyCurrentUserAnswer: ObjectSchema<VerifyCurrentUserResponse> = object({ message: text(), emailVerified: flag() });

export const listingAnswer: ObjectSchema<Listing> = object({
  id: text(),
  userId: optionalText().meta({ description: "The seller's account id: only in answers to the seller" }),
  title: text(),
  description: text(),
  address: text(),
  latitude: decimal(),
  longitude: decimal(),
  timeZone: text(),
  dates: texts(),
  startDate: text(),
  endDate: text(),
  startTime: text(),
  endTime: text(),
  category: text(),
  categories: texts(),
  contactInfo: text(),
  items: texts(),
  imageUrls: texts(),
  imageUrl: nullableText(),
  thumbnailUrl: nullableText().meta({ description: "imageUrl's card-sized copy (400 px on its long side), or imageUrl itself for an older photo" }),
  isEstateSale: flag(),
  isMovingSale: flag(),
  isCommunitySale: flag(),
  hideExactAddress: flag().meta({ description: 'Its seller keeps the exact address from others until the evening before' }),
  addressShownFrom: optionalInstant().meta({ description: 'While the exact address is kept from others: when they start to see it; until then their address is the town and their point a grid point near it' }),
  isActive: flag(),
  views: decimal(),
  savedBy: number().optional().strict().meta({ description: 'How many people keep it among their favorites: only in its seller’s own list' }),
  createdAt: instant(),
  updatedAt: instant(),
  visibleFrom: instant(),
  visibleUntil: instant(),
  distanceKm: number().optional().strict(),
});

export const listingsAnswer = array(listingAnswer.defined()).defined();
const similarWordsAnswer = array(object({ typed: text(), searched: array(text().defined()).defined() }).defined())
  .defined()
  .meta({ description: "Words of q also searched as close spellings in use ('chair' also found 'chain'); empty when none" });
export const listingsPageAnswer: ObjectSchema<ListingsPage> = object({ listings: listingsAnswer, nextCursor: nullableText(), similarWords: similarWordsAnswer });
const listingMarker: ObjectSchema<ListingMarker> = object({
  id: text(),
  lat: decimal(),
  lng: decimal(),
  title: text().meta({ description: 'The title, cut to 40 characters (…): the pin\'s name' }),
  types: array(oneOf(SALE_TYPES)).defined().meta({ description: "The sale's types; 'regular' when it has none" }),
});
export const listingMarkersAnswer: ObjectSchema<ListingMarkers> = object({
  markers: array(listingMarker.defined()).defined(),
  truncated: flag(),
});
export const listingPhotoAnswer: ObjectSchema<ListingPhotoResponse> = object({ url: text() });
export const favoriteAnswer: ObjectSchema<FavoriteResponse> = object({ message: text(), listingId: text() });
export const favoriteIdsAnswer = texts();
export const savedClassifiedAnswer: ObjectSchema<SavedClassifiedResponse> = object({ message: text(), classifiedId: text() });
export const savedClassifiedIdsAnswer = texts();

export const saleAlertAnswer: ObjectSchema<SaleAlert> = object({
  id: text(),
  latitude: decimal(),
  longitude: decimal(),
  radiusKm: decimal(),
  saleTypes: array(oneOf(SALE_TYPES)).defined(),
  categories: texts(),
  q: text(),
  place: nullableText(),
  createdAt: instant(),
});
export const saleAlertsAnswer = array(saleAlertAnswer.defined()).defined();

export const itemAlertAnswer: ObjectSchema<ItemAlert> = object({
  id: text(),
  q: text(),
  category: text(),
  latitude: decimal(),
  longitude: decimal(),
  radiusKm: decimal(),
  place: nullableText(),
  createdAt: instant(),
});
export const itemAlertsAnswer = array(itemAlertAnswer.defined()).defined();

export const classifiedAnswer: ObjectSchema<Classified> = object({
  id: text(),
  userId: optionalText().meta({ description: "The seller's account id: only in answers to the seller" }),
  title: text(),
  description: text(),
  price: text().meta({ description: "numeric(10, 2) as text; '0.00' is Free" }),
  condition: text(),
  category: text(),
  categories: texts(),
  location: optionalText().meta({ description: 'The verified address: only in answers to the seller' }),
  area: text(),
  latitude: decimal(),
  longitude: decimal(),
  imageUrls: texts(),
  thumbnailUrls: texts(),
  imageUrl: nullableText(),
  thumbnailUrl: nullableText(),
  isActive: flag(),
  views: decimal(),
  savedBy: number().optional().strict().meta({ description: 'How many people keep it saved: only in its seller’s own list' }),
  createdAt: instant(),
  renewedAt: instant(),
  expiresAt: instant(),
  soldAt: nullableInstant().meta({ description: 'When its seller marked it sold, else null: sold ones are left out of the lists but readable by id and in a saved list' }),
  priceBeforeDrop: nullableText().meta({ description: 'The price it dropped from, shown struck through (numeric as text), else null: a price counts only once it had stood a day' }),
  distanceKm: number().optional().strict(),
});
/** PATCH /api/listings/{id}/renew: the refreshed yard sale or classified. */
export const renewAnswer = mixed<Listing | Classified>((value): value is Listing | Classified => typeof value === 'object' && value !== null)
  .defined()
  .meta({ jsonSchema: { oneOf: [toJsonSchema(listingAnswer, { closed: true }), toJsonSchema(classifiedAnswer, { closed: true })] } });
export const classifiedsAnswer = array(classifiedAnswer.defined()).defined();
export const classifiedsPageAnswer: ObjectSchema<ClassifiedsPage> = object({
  classifieds: classifiedsAnswer,
  nextCursor: nullableText(),
  similarWords: similarWordsAnswer,
});

const precision = oneOf(['address', 'postal', 'city'] as const);
const country = oneOf(COUNTRIES);

const suggestion: ObjectSchema<GeoSuggestion> = object({
  label: text(),
  latitude: decimal(),
  longitude: decimal(),
  precision,
  postalCode: optionalText(),
  city: optionalText(),
  region: optionalText(),
  country,
});
const forwardResult: ObjectSchema<ForwardGeocode> = object({ latitude: decimal(), longitude: decimal(), precision, label: text(), approximate: flag() });
const reverseResult: ObjectSchema<ReverseGeocode> = object({ label: text(), city: text(), region: text(), country, postalCode: optionalText() });

export const geoSuggestionsAnswer: ObjectSchema<GeoSuggestionsResponse> = object({ suggestions: array(suggestion.defined()).defined() });
export const forwardGeocodeAnswer: ObjectSchema<ForwardGeocodeResponse> = object({ result: forwardResult.nullable().defined() });
export const reverseGeocodeAnswer: ObjectSchema<ReverseGeocodeResponse> = object({ result: reverseResult.nullable().defined() });

export const devSmsAnswer = array(object({ to: text(), body: text(), createdAt: instant() }).defined()).defined();

export const devMailAnswer = array(
  object({
    id: text(),
    createdAt: instant(),
    mail: object({ to: text(), replyTo: optionalText(), subject: text(), text: text(), html: text() }).defined(),
  }).defined(),
).defined();
