// Every rate limit of the API, in one place. Routes name theirs in `config.rateLimit` (applied by
// plugins/rate-limits.ts); the password, mail, new-conversation and text-code limits are applied by
// the services that need the outcome of a check (login-limits.ts, messages/send.ts, sms/numbers.ts).
import { HOUR_MS as HOUR, MINUTE_MS as MINUTE } from '@yardsale/core/durations';
import type { RateLimitRule } from './rate-limit';

export interface RouteRateLimit extends RateLimitRule {
  /**
   * Whose requests are counted together: a client's network (an IPv4 address or an IPv6 /64), a
   * signed-in account, or the account when signed in and the network otherwise (for reads that look
   * up the viewer anyway: people behind one carrier's address are not counted as one).
   */
  per: 'ip' | 'user' | 'user-or-ip';
  /** 'attempt': every request, malformed ones too (before validation); 'accepted': valid ones only. */
  counts: 'attempt' | 'accepted';
  /** 'memory': per process, for hot reads where a database write per request would cost too much. */
  store: 'database' | 'memory';
  /**
   * Requests of one client under way at once, in this process, taken before the body is read: a flood
   * is refused, paging is not; an upload refused by validation is not counted, so this bounds the
   * photos one account holds in memory at once.
   */
  concurrent?: number;
}

export const ROUTE_RATE_LIMITS = {
  /** Public (guests browse too) and typed into key by key, so generous, but capped per address. */
  geocode: { limit: 120, windowMs: MINUTE, per: 'ip', counts: 'attempt', store: 'database' },
  /**
   * Find and the lists of sales: a person pages one request after another; a client opening 20
   * connections of 500-row pages would hold the database from everyone else.
   */
  listingSearch: { limit: 600, windowMs: MINUTE, per: 'user-or-ip', counts: 'attempt', store: 'memory', concurrent: 4 },
  /**
   * The map's pins, answered from memory without looking up a session (decision 0044), so counted
   * per network: a person pans a few times a minute, each settle one request.
   */
  mapMarkers: { limit: 600, windowMs: MINUTE, per: 'ip', counts: 'attempt', store: 'memory', concurrent: 4 },
  /** A family posts a sale or two a weekend; this stops scripts, not sellers. */
  listingCreate: { limit: 10, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  listingPhoto: { limit: 30, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database', concurrent: 2 },
  /** Edits: a seller fixes a sale a few times; an edit that moves a sale is matched against alerts again, like a new one. */
  listingEdit: { limit: 30, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /** Browsing and typing into the search box (debounced): as generous as the map, capped per address. */
  classifiedSearch: { limit: 600, windowMs: MINUTE, per: 'user-or-ip', counts: 'attempt', store: 'memory', concurrent: 4 },
  /** Posting and editing classifieds (each save may carry ten photos to re-encode). */
  classifiedWrite: { limit: 30, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database', concurrent: 2 },
  /** A conversation goes back and forth quickly; a script sending to many people is stopped by MESSAGE_LIMITS. */
  messageSend: { limit: 30, windowMs: MINUTE, per: 'user', counts: 'accepted', store: 'database' },
  /**
   * Hearts toggled while browsing, one database row each: a person taps a few dozen an hour, a
   * script toggling all day is stopped.
   */
  favorite: { limit: 300, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /** Bookmarks on classifieds, as hearts on sales. */
  savedClassified: { limit: 300, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /**
   * A post's sheet opened (decision 0059): one request per sheet, so as generous as browsing; kept in
   * memory, since counting a view is itself one write.
   */
  postView: { limit: 300, windowMs: MINUTE, per: 'user-or-ip', counts: 'attempt', store: 'memory' },
  /** Refreshing and deleting one's own posts (a classified refreshes only from 14 days old anyway: classified-age.ts). */
  ownPost: { limit: 60, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /** Deleting conversations from one's inbox: a tidy-up, not a loop. */
  conversationDelete: { limit: 60, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /** Blocking, unblocking and reporting: a few a day for a person; repeated reports of one user are refused anyway. */
  blockOrReport: { limit: 30, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /**
   * Turning push on or off for a browser: each app start of someone with push on says so again
   * (use-push-subscription-sync.ts), so it is generous; it stops a script churning subscriptions.
   */
  pushSubscription: { limit: 120, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /**
   * Profile saves: every theme, language or unit change is one, so generous; each may carry an
   * avatar of up to 10 MB to re-encode, which a script must not do all day.
   */
  profileUpdate: { limit: 120, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database', concurrent: 4 },
  /** Saving (or stopping) a sale alert: saving reverse-geocodes its place; a person keeps five, so a few dozen an hour is plenty. */
  saleAlert: { limit: 30, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  /** Saving (or stopping) an item alert: saving reverse-geocodes its place and looks its words up; a person keeps ten. */
  itemAlert: { limit: 60, windowMs: HOUR, per: 'user', counts: 'accepted', store: 'database' },
  registration: { limit: 10, windowMs: HOUR, per: 'ip', counts: 'attempt', store: 'database' },
  /** The support form needs no sign-in. */
  support: { limit: 10, windowMs: HOUR, per: 'ip', counts: 'attempt', store: 'database' },
  /** The data-deletion form needs no sign-in, so each address may file only a few requests an hour. */
  dataDeletion: { limit: 10, windowMs: HOUR, per: 'ip', counts: 'attempt', store: 'database' },
  /** Setting a password with a mailed link needs no sign-in: each attempt may cost a password hash. */
  passwordReset: { limit: 30, windowMs: HOUR, per: 'ip', counts: 'attempt', store: 'database' },
  /** The direct-verification dialog needs a few per registration; the cap stops walking through addresses. */
  verificationLink: { limit: 20, windowMs: HOUR, per: 'ip', counts: 'accepted', store: 'database' },
} as const satisfies Record<string, RouteRateLimit>;

export type RouteRateLimitName = keyof typeof ROUTE_RATE_LIMITS;

/** Applied by the messages service, which knows whether a message starts a conversation. */
export const MESSAGE_LIMITS = {
  /** New conversations per account: a buyer writes to a few sellers an hour; a spammer to a whole city. */
  newConversationsPerUser: { limit: 10, windowMs: HOUR },
  newConversationsPerUserPerDay: { limit: 40, windowMs: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Codes texted to prove a mobile number (decision 0077), applied by services/sms/numbers.ts in this
 * order, so one past its own limit uses up none of the next: an account's; an account's to one
 * number, below the number's, so someone who types a stranger's number leaves its owner codes to ask
 * for; a number's whoever asks, so nobody can flood a stranger's phone.
 */
export const SMS_CODE_LIMITS = {
  perAccount: { limit: 5, windowMs: HOUR },
  perAccountAndNumber: { limit: 2, windowMs: HOUR },
  perAccountAndNumberPerDay: { limit: 3, windowMs: 24 * HOUR },
  perNumber: { limit: 4, windowMs: HOUR },
  perNumberPerDay: { limit: 6, windowMs: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

/** Limits on checking a password and on sending mail, applied by login-limits.ts. */
export const AUTH_LIMITS = {
  /** Wrong passwords for one account from one address: the attempt pattern is locked, not the person. */
  failedLoginsPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address over every account (a shared NAT has many honest users). */
  failedLoginsPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from everywhere: slows a guessing botnet without locking on a few typos. */
  failedLoginsPerAccount: { limit: 100, windowMs: HOUR },
  /** Wrong current passwords when changing the password or deleting the account, per signed-in user. */
  wrongPasswordsPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** 'Your password was changed' mails: one account cannot be used to flood its own inbox. */
  passwordChangesPerUser: { limit: 5, windowMs: HOUR },
  mailPerEmail: { limit: 5, windowMs: 30 * MINUTE },
  mailPerIp: { limit: 30, windowMs: 30 * MINUTE },
} satisfies Record<string, RateLimitRule>;
