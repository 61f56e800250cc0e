// Shapes of API answers that both sides read.
import type { AdminAction, BlockDuration, ListingType, ReportStatus } from './constants';

export type DatabaseKind = 'pglite' | 'postgres';

export interface HealthResponse {
  status: 'ok';
  db: DatabaseKind;
}

export interface MessageResponse {
  message: string;
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
  createdAt: string;
}

export interface PublicConfig {
  supportEmail: string;
  tileUrl: string;
  adClientId: string | null;
  /** Direct verification links and the test registration button are available. */
  directVerification: boolean;
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

/** A 400 answer: the first message, and every field's message. */
export interface ValidationErrorResponse {
  message: string;
  errors: Record<string, string>;
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
  isEstateSale: boolean;
  isMovingSale: boolean;
  isCommunitySale: boolean;
  isActive: boolean;
  views: number;
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
  views: number;
  createdAt: string;
  /** When it was posted or last refreshed: lists show the newest first by this. */
  renewedAt: string;
  /** When it stops being shown unless refreshed. */
  expiresAt: string;
  /** From `near`, in km (to the public point); only on searches with near. */
  distanceKm?: number;
}

/** GET /api/classifieds: one page; pass nextCursor back as `cursor` with the same query for more. */
export interface ClassifiedsPage {
  classifieds: Classified[];
  nextCursor: string | null;
}

/** A message (SPEC section 3), oldest to newest within a conversation. */
export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  listingId: string;
  listingType: ListingType;
  content: string;
  createdAt: string;
  /** When the receiver read it; null until then. */
  readAt: string | null;
  sender: { avatarUrl: string | null };
}

/** The other person of a conversation, as anyone may see them: never their e-mail. */
export interface ConversationUser {
  id: string;
  displayName: string;
  /** The public name again (SPEC reads 'display name or username'; usernames here are e-mails). */
  username: string;
  avatarUrl: string | null;
}

/** What a conversation is about. A classified's address is its area unless it is the reader's own. */
export interface ConversationListing {
  title: string;
  price: string | null;
  address: string;
  description: string;
  category: string;
  condition?: string;
  imageUrl?: string | null;
}

/** One line of the inbox (SPEC section 3); listing is null once the listing is deleted. */
export interface Conversation {
  listingId: string;
  listingType: ListingType;
  otherUser: ConversationUser;
  listing: ConversationListing | null;
  lastMessage: { content: string; createdAt: string };
  unreadCount: number;
}

/** GET /api/messages/conversations: newest first; pass nextCursor back as `cursor` for older ones. */
export interface ConversationsPage {
  conversations: Conversation[];
  nextCursor: string | null;
}

/**
 * GET /api/messages/{listingId}/{otherUserId}: oldest to newest; nextCursor pages back to older
 * messages. The other person and the listing head the conversation (null when there is none).
 */
export interface MessagesPage {
  messages: Message[];
  nextCursor: string | null;
  otherUser: ConversationUser | null;
  listingType: ListingType | null;
  listing: ConversationListing | null;
}

/** GET /api/messages/unread: the badge of the header and bottom bar. */
export interface UnreadCount {
  unreadCount: number;
}

/** GET /api/users/{id}/blocked: whether the signed-in user blocks this user now. */
export interface BlockStatus {
  isBlocked: boolean;
}

/** POST /api/users/{id}/block (and the block a report sets). */
export interface BlockRecord {
  blockedId: string;
  duration: BlockDuration;
  reason: string | null;
  createdAt: string;
  /** Null for permanent and scammer blocks. */
  expiresAt: string | null;
}

/** What a report keeps, as it was when filed. */
export interface ReportEvidence {
  listing?: { id: string; type: ListingType; title: string; description: string; price: string | null; address: string } | null;
  messages: { senderId: string; content: string; createdAt: string }[];
}

/** POST /api/users/{id}/report */
export interface ReportRecord {
  id: string;
  reportedId: string;
  reason: string;
  status: ReportStatus;
  createdAt: string;
  block: BlockRecord;
}

/** A person as administrators see them (their e-mail included). */
export interface AdminPerson {
  id: string;
  displayName: string;
  email: string;
  createdAt: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
}

/** A post of the reported user, for the desk (removed ones too). */
export interface AdminPost {
  id: string;
  type: ListingType;
  title: string;
  isActive: boolean;
}

/** GET /api/admin/reports: an open report with its evidence and the reported user's record. */
export interface AdminReport {
  id: string;
  reason: string;
  status: ReportStatus;
  createdAt: string;
  /** Null once the reporter's account is deleted. */
  reporter: AdminPerson | null;
  reported: AdminPerson;
  evidence: ReportEvidence;
  /** The reported user's other reports, newest first. */
  otherReports: { id: string; reason: string; status: ReportStatus; createdAt: string }[];
  posts: AdminPost[];
}

export interface AdminReportsPage {
  reports: AdminReport[];
}

/** One line of the audit log: who did what, to whom, and why. */
export interface AdminActionRecord {
  id: string;
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  /** Whom it was about, as administrators see them; null once that account is deleted. */
  target: { displayName: string; email: string } | null;
  reportId: string | null;
  note: string;
  createdAt: string;
}

export interface AdminActionsPage {
  actions: AdminActionRecord[];
}
