// Shapes of the review desk's answers (/api/admin), re-exported by api-types.ts.
import type { ListingType } from './constants';
import type { AdminAction, PostProblem, ReportStatus } from './moderation';
import type { ReportEvidence } from './message-types';

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
