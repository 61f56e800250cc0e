// Shapes of the messaging, safety (blocks, reports) and review-desk answers, re-exported by api-types.ts.
import type { AdminAction, BlockDuration, ListingType, PostProblem, ReportStatus } from './constants';

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

/** A person as administrators see them (their e-mail included). */
export interface AdminPerson {
  id: string;
  displayName: string;
  email: string;
  createdAt: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
  /** Set when the account was deleted after being reported: the report stays, and who it was against. */
  deletedAt: string | null;
}

/**
 * Who a report was against, kept with the report when that account is deleted (the privacy policy
 * keeps what prevents fraud and enforces the terms): the desk still shows whom it concerned.
 */
export type ReportedAccount = Omit<AdminPerson, 'suspendedAt' | 'suspensionReason' | 'deletedAt'> & { deletedAt: string };

/** A post of the reported user, for the desk (removed ones too). */
export interface AdminPost {
  id: string;
  type: ListingType;
  title: string;
  isActive: boolean;
}

/** A report against someone, as the desk lists their record. */
export interface AdminReportLine {
  id: string;
  /** Set for a report of a post from its sheet: what is wrong with it (the reason holds any words). */
  problem: PostProblem | null;
  reason: string;
  status: ReportStatus;
  createdAt: string;
}

/** GET /api/admin/reports: an open report with its evidence and the reported user's record. */
export interface AdminReport {
  id: string;
  /** Set for a report of a post from its sheet (the evidence's listing): what is wrong with it; the reason holds any words. */
  problem: PostProblem | null;
  /** For a post's report: whether that post is still shown (false once taken down or deleted); null for a person's report. */
  postActive: boolean | null;
  reason: string;
  status: ReportStatus;
  createdAt: string;
  /** Null once the reporter's account is deleted. */
  reporter: AdminPerson | null;
  /** Once their account is deleted: as it was then, with deletedAt set (and no record of posts). */
  reported: AdminPerson;
  evidence: ReportEvidence;
  /** The reported user's other reports, newest first. */
  otherReports: AdminReportLine[];
  posts: AdminPost[];
}

export interface AdminReportsPage {
  reports: AdminReport[];
}

/** GET /api/admin/appeals: a suspended user's open appeal, with their suspension and record. */
export interface AdminAppeal {
  id: string;
  message: string;
  createdAt: string;
  /** suspendedAt and suspensionReason say what is appealed. */
  user: AdminPerson;
  /** Every report against them, newest first. */
  reports: AdminReportLine[];
  posts: AdminPost[];
}

export interface AdminAppealsPage {
  appeals: AdminAppeal[];
}

/** GET /api/admin/users/suspended: suspended accounts, most recently suspended first. */
export interface AdminSuspendedPage {
  users: AdminPerson[];
}

/** A person found at the desk (decision 0072), with their record: the reports against them and their posts, newest first. */
export interface AdminFoundPerson extends AdminPerson {
  reports: AdminReportLine[];
  posts: AdminPost[];
}

/** GET /api/admin/users/lookup: the account with an e-mail address, as a list of none or one. */
export interface AdminLookupPage {
  users: AdminFoundPerson[];
}

/** GET /api/admin/posts/{id}: a post found by its link or id (decision 0074), as its owner wrote it, with its owner and their record. */
export interface AdminFoundPost {
  post: AdminPost & { description: string; address: string; price: string | null; createdAt: string };
  owner: AdminFoundPerson;
}

/**
 * GET /api/admin/deletion-requests: a pending request to delete the data of an e-mail address (the
 * public form on /data-deletion), due `dueAt` (DATA_DELETION_PROCESSING_DAYS after it was filed).
 */
export interface AdminDeletionRequest {
  id: string;
  email: string;
  reason: string;
  createdAt: string;
  dueAt: string;
  /** The account with that address, if any: its owner was mailed when the request was filed. */
  account: AdminPerson | null;
}

export interface AdminDeletionRequestsPage {
  requests: AdminDeletionRequest[];
}

/** One line of the audit log: who did what, to whom, and why. */
export interface AdminActionRecord {
  id: string;
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  /**
   * Whom it was about, as administrators see them; null once that account is deleted. A deletion
   * request's line keeps the address it named (displayName empty when no account had it).
   */
  target: { displayName: string; email: string } | null;
  /** The post a removal or restoration was done to, as it is now; null once it is deleted, or for other actions. */
  post: AdminPost | null;
  reportId: string | null;
  note: string;
  createdAt: string;
}

export interface AdminActionsPage {
  actions: AdminActionRecord[];
}
