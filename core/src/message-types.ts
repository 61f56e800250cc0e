// Shapes of the messaging and safety (blocks, reports) answers, re-exported by api-types.ts.
import type { ListingType } from './constants';
import type { BlockDuration, PostProblem, ReportStatus } from './moderation';

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
  /** The account was deleted: its messages stay, and nothing more can be sent to it (decision 0092). */
  deleted?: boolean;
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
  /** A classified's only: whether its seller marked it sold (decision 0058). */
  sold?: boolean;
  /** A yard sale whose seller keeps the exact address from the reader (decision 0069): when it shows; address is its town till then. */
  addressShownFrom?: string;
}

/** One line of the inbox (SPEC section 3); listing is null once the listing is deleted. */
export interface Conversation {
  listingId: string;
  listingType: ListingType;
  otherUser: ConversationUser;
  listing: ConversationListing | null;
  lastMessage: { content: string; createdAt: string };
  unreadCount: number;
  /** The reader blocks the other person: neither can write until the reader unblocks (SPEC section 2). */
  blockedByYou: boolean;
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

/** POST /api/listings/{id}/report, POST /api/classifieds/{id}/report */
export interface PostReportRecord {
  id: string;
  postId: string;
  problem: PostProblem;
  status: ReportStatus;
  createdAt: string;
}
