// The lists of moderation (SPEC sections 3 and 9): blocks, reports, the admin desk's actions and appeals.

export const BLOCK_DURATIONS = ['1day', '2weeks', 'permanent', 'scammer'] as const;
export type BlockDuration = (typeof BLOCK_DURATIONS)[number];

/** How long a block lasts; permanent and scammer blocks never end. */
export const BLOCK_DURATION_MS: Partial<Record<BlockDuration, number>> = {
  '1day': 24 * 60 * 60 * 1000,
  '2weeks': 14 * 24 * 60 * 60 * 1000,
};

/**
 * What a post (a sale or a classified) can be reported for from its sheet, without messaging its
 * seller first (decision 0056). 'other' needs words; the rest may have them.
 */
export const POST_PROBLEMS = ['scam', 'prohibited', 'offensive', 'wrong-details', 'spam', 'other'] as const;
export type PostProblem = (typeof POST_PROBLEMS)[number];

/** A report waits ('open') until an administrator reviews or dismisses it. */
export const REPORT_STATUSES = ['open', 'reviewed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an administrator can do; each is written to the audit log. */
export const ADMIN_ACTIONS = ['dismiss-report', 'remove-listing', 'restore-listing', 'suspend', 'restore', 'reject-appeal', 'complete-deletion', 'reject-deletion', 'look-up-account', 'look-up-post'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
/** A suspended user's one appeal: open in the desk's queue until the account is restored or the appeal rejected. */
export const APPEAL_STATUSES = ['open', 'granted', 'rejected'] as const;
