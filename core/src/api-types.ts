// Shapes of API answers that both sides read.
import type { SaleType } from './constants';

export type DatabaseKind = 'pglite' | 'postgres';

export interface HealthResponse {
  status: 'ok';
  db: DatabaseKind;
}

export interface MessageResponse {
  message: string;
}

/** GET /api/verify-email: the link proved the account's address, or (emailChanged) moved it to a new one. */
export interface VerifyEmailResponse extends MessageResponse {
  emailChanged: boolean;
}

export interface UserPreferences {
  language: string;
  units: 'miles' | 'km';
  theme: 'light' | 'dark' | 'system';
  termsAccepted: boolean;
  ageVerified: boolean;
}

export interface NotificationSettings {
  email: boolean;
  push: boolean;
  sms: boolean;
}

export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  avatarUrl: string | null;
  preferences: UserPreferences;
  notificationSettings: NotificationSettings;
  /** The proven mobile number texts go to, in E.164 (decision 0077); null when there is none. */
  smsNumber: string | null;
  createdAt: string;
}

/** POST /api/users/sms-number: a code was texted to `phone` (E.164). */
export interface SmsCodeSent extends MessageResponse {
  phone: string;
}

export interface PublicConfig {
  supportEmail: string;
  tileUrl: string;
  adClientId: string | null;
  /** Direct verification links and the test registration button are available. */
  directVerification: boolean;
  /** Text messages can be turned on (decision 0077): an SMS provider is set up, or this is development. */
  textMessages: boolean;
}

/** POST /api/resend-verification */
export interface ResendVerificationResponse {
  message: string;
  /** True when direct verification is on: the app then fetches the link and opens the dialog. */
  directVerification: boolean;
}

/** GET /api/get-verification-link?email= (only when direct verification is on; 404 otherwise) */
export interface VerificationLinkResponse {
  verificationUrl: string;
}

/** POST /api/verify-current-user */
export interface VerifyCurrentUserResponse {
  message: string;
  emailVerified: boolean;
}

/** PATCH /api/users/profile body (JSON, or multipart with these as JSON strings plus `avatar`). */
export interface ProfileUpdate {
  displayName?: string;
  preferences?: Partial<UserPreferences>;
  notificationSettings?: Partial<NotificationSettings>;
}

/** A yard sale as the API answers it (SPEC section 3). Dates and times are the sale's own, in timeZone. */
export interface Listing {
  id: string;
  /** The seller: only in answers to the seller, so guests cannot link a seller's sales. */
  userId?: string;
  title: string;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  /** IANA zone of the sale's location, derived from its coordinates. */
  timeZone: string;
  dates: string[];
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  category: string;
  categories: string[];
  contactInfo: string;
  items: string[];
  imageUrls: string[];
  /** The first of imageUrls, or null. */
  imageUrl: string | null;
  /** imageUrl's card-sized copy (400 px on its long side); imageUrl itself for a photo stored before copies were made. */
  thumbnailUrl: string | null;
  isEstateSale: boolean;
  isMovingSale: boolean;
  isCommunitySale: boolean;
  /** Its seller keeps the exact address from others until the evening before (decision 0069). */
  hideExactAddress: boolean;
  /**
   * While the exact address is kept from others: when they start to see it (an ISO instant). Until
   * then their address is the sale's town and their point a grid point near it.
   */
  addressShownFrom?: string;
  isActive: boolean;
  /** Sheets opened by people other than its seller, once each a day (decision 0059). */
  views: number;
  /** How many people keep it among their favorites: only in its seller's own list (GET /api/listings/user). */
  savedBy?: number;
  createdAt: string;
  updatedAt: string;
  /** When the sale is shown on the map and Find (ISO instants, computed from dates, times and zone). */
  visibleFrom: string;
  visibleUntil: string;
  /** Great-circle distance from `near`, in km; only on nearest-first answers. */
  distanceKm?: number;
}

/**
 * GET /api/listings: one page of visible sales. Pass nextCursor back as `cursor` (with the same
 * bbox/near and filters) for the next page; null means there is no more.
 */
export interface ListingsPage {
  listings: Listing[];
  nextCursor: string | null;
  /** The words of `q` that were also searched as other words (decision 0075), so Find can say so. */
  similarWords: SimilarWords[];
}

/** A pin on the map (GET /api/listings/markers): what a marker and its cluster need; details come on tap. */
export interface ListingMarker {
  id: string;
  /** Degrees, rounded to 5 decimals (about a metre). */
  lat: number;
  lng: number;
  /** The sale's title, cut to MARKER_TILES.titleMax characters: the pin's name and tooltip. */
  title: string;
  /** The sale's types as core/visibility.ts saleTypesOf gives them ('regular' when it has none). */
  types: SaleType[];
}

/** GET /api/listings/markers: the visible sales of a tile range. */
export interface ListingMarkers {
  markers: ListingMarker[];
  /** Some tile held more sales than an answer carries (MARKER_TILES.perQuarter): zoom in to see them all. */
  truncated: boolean;
}

/** POST /api/listings/photo */
export interface ListingPhotoResponse {
  url: string;
}

/** POST and DELETE /api/favorites */
export interface FavoriteResponse {
  message: string;
  listingId: string;
}

/** POST and DELETE /api/saved-classifieds (decision 0048) */
export interface SavedClassifiedResponse {
  message: string;
  classifiedId: string;
}

/**
 * A classified as the API answers it (SPEC section 3). Its seller gets everything; anyone else gets
 * the area (town and region) and a point snapped to a ~1 km grid, never the address or the exact point.
 */
export interface Classified {
  id: string;
  /** The seller's account id: only in answers to the seller. */
  userId?: string;
  title: string;
  description: string;
  /** numeric(10, 2) as text, e.g. '250.00'; '0.00' is shown as 'Free'. */
  price: string;
  condition: string;
  category: string;
  /** The category and any extra categories (e.g. 'Housing'). */
  categories: string[];
  /** The address the seller verified: only in answers to the seller. */
  location?: string;
  /** Town or neighbourhood, e.g. 'London, ON': what others see. */
  area: string;
  latitude: number;
  longitude: number;
  /** Photos for the viewer (long side 1600 px) and, in the same order, for cards (400 px). */
  imageUrls: string[];
  thumbnailUrls: string[];
  imageUrl: string | null;
  thumbnailUrl: string | null;
  isActive: boolean;
  /** Sheets opened by people other than its seller, once each a day (decision 0059). */
  views: number;
  /** How many people keep it saved: only in its seller's own list (GET /api/classifieds/user). */
  savedBy?: number;
  createdAt: string;
  /** When it was posted or last refreshed: lists show the newest first by this. */
  renewedAt: string;
  /** When it stops being shown unless refreshed. */
  expiresAt: string;
  /**
   * When its seller marked it sold (decision 0058), else null: a sold one leaves the lists and takes
   * no new conversations, but its link and a buyer's saved list still show it, as sold.
   */
  soldAt: string | null;
  /**
   * The price it dropped from (decision 0060), shown struck through beside `price`; null when it has
   * not dropped or rose back. A price counts as one it dropped from only once it had stood a day.
   */
  priceBeforeDrop: string | null;
  /** From `near`, in km (to the public point); only on searches with near. */
  distanceKm?: number;
}

/** A search word the search widened with close spellings in use ('chair' also searched 'chain'). */
export interface SimilarWords {
  typed: string;
  searched: string[];
}

/** GET /api/classifieds: one page; pass nextCursor back as `cursor` with the same query for more. */
export interface ClassifiedsPage {
  classifieds: Classified[];
  nextCursor: string | null;
  /** The words of `q` that were also searched as other words, so the screen can say so. */
  similarWords: SimilarWords[];
}

// Messaging, blocks, reports and the review desk live in their own file; they are answers too.
export type * from './message-types';
export type * from './admin-types';

/** GET /api/item-alerts: an item alert (decision 0061), a /classifieds search watched around a place. */
export interface ItemAlert {
  id: string;
  /** The search box's words as typed, trimmed; '' watches every item. */
  q: string;
  /** The filter list's entry ('All Categories', 'Free', 'Housing' or a category). */
  category: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** The nearest town when the alert was made ('London, ON'), if known. */
  place: string | null;
  createdAt: string;
}

/** GET /api/alerts: a new-sale alert (decision 0039). Empty saleTypes or categories mean all. */
export interface SaleAlert {
  id: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  saleTypes: SaleType[];
  categories: string[];
  /** The words looked for as typed, trimmed; '' watches every sale (decision 0073). */
  q: string;
  /** The nearest town when the alert was made ('London, ON'), if known. */
  place: string | null;
  createdAt: string;
}
