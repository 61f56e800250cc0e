// The constants of telling people about messages: e-mail and push about new ones, live streams, and
// the name of someone who set none (the limits of messages themselves are in constants.ts).

/** What people in messages call someone who set no display name (never their e-mail); each language has its own word. */
export const NAMELESS_USER = 'Neighbour';

/** The name a deleted account's messages stay under in the other side's conversation (decision 0092). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** E-mail about new messages to people with no screen open. */
export const MESSAGE_MAIL = {
  /** At most one e-mail per conversation in this time. */
  perConversationMs: 15 * 60 * 1000,
  /** The message quoted in the e-mail, cut to this many characters. */
  quoteMax: 300,
} as const;

/** Web Push notifications of new messages (decision 0015). */
export const PUSH = {
  /** Browsers subscribed per account: one more drops the one subscribed longest ago. */
  subscriptionsPerUser: 10,
  /** Longer than any push service's endpoint address. */
  endpointMax: 1000,
  /** The message quoted in a notification, cut to this many characters (a lock screen shows a line or two). */
  quoteMax: 120,
} as const;

/** Live event streams: how often a process says its streams are open, and when a silent one stops counting. */
export const EVENT_PRESENCE = { refreshMs: 20_000, staleMs: 60_000 } as const;
