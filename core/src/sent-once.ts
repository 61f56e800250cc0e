// Decision 0084: a post or message sent again with the key of its first try is made once.

/** The request's key: a UUID the app makes for what it sends (web/src/lib/use-send-key.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Set to 'true' on an answer that gives what an earlier request with the same key made: the app then
 * knows that what it sent now was not what was saved, if it changed in between (decision 0094).
 */
export const REPEATED_ANSWER_HEADER = 'Idempotent-Replayed';
