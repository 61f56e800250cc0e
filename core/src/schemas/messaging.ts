import '../contract/yup-locale';
import { object, string, type InferType } from 'yup';
import { LISTING_TYPES } from '../constants';
import { LIMITS, MESSAGING_LIMITS } from '../limits';
import { BLOCK_DURATIONS, POST_PROBLEMS } from '../moderation';
import { atMostCharacters } from '../character-count';
import { MESSAGE_MESSAGES, POST_REPORT_MESSAGES } from './messaging-messages';

/**
 * POST /api/messages. The messages screen leaves listingType out: the conversation already has one.
 * Without receiverId the message goes to the listing's seller (others never learn a classified
 * seller's account id: decision 0012).
 */
export const sendMessageSchema = object({
  receiverId: string().trim().max(100).optional(),
  listingId: string().trim().required(MESSAGE_MESSAGES.listingRequired).max(100),
  content: string()
    .trim()
    .required(MESSAGE_MESSAGES.contentRequired)
    .test(atMostCharacters(LIMITS.messageMax, MESSAGE_MESSAGES.contentTooLong)),
  listingType: string().oneOf(LISTING_TYPES, MESSAGE_MESSAGES.listingTypeInvalid).optional(),
});
export type SendMessageInput = InferType<typeof sendMessageSchema>;

const reason = () => string().trim().test(atMostCharacters(MESSAGING_LIMITS.reasonMax, MESSAGE_MESSAGES.reasonTooLong));

/**
 * POST /api/users/{id}/block. SPEC: the reason is optional for a block; 'scammer' (SPEC section 9's
 * fourth duration) is a report, which needs one (the route files it as POST /report does).
 */
export const blockSchema = object({
  duration: string().required(MESSAGE_MESSAGES.durationInvalid).oneOf(BLOCK_DURATIONS, MESSAGE_MESSAGES.durationInvalid),
  reason: reason()
    .default('')
    .when('duration', { is: 'scammer', then: (schema) => schema.required(MESSAGE_MESSAGES.reasonRequired) }),
});
export type BlockInput = InferType<typeof blockSchema>;

/** POST /api/users/{id}/report. SPEC: reporting as a scammer needs a non-blank reason. */
export const reportSchema = object({
  reason: reason().required(MESSAGE_MESSAGES.reasonRequired),
  listingId: string().trim().max(100).optional(),
});
export type ReportInput = InferType<typeof reportSchema>;

/** POST /api/listings/{id}/report and POST /api/classifieds/{id}/report: what is wrong, in words when it is 'other'. */
export const postReportSchema = object({
  problem: string().required(POST_REPORT_MESSAGES.problemRequired).oneOf(POST_PROBLEMS, POST_REPORT_MESSAGES.problemRequired),
  details: reason()
    .default('')
    .when('problem', { is: 'other', then: (schema) => schema.required(POST_REPORT_MESSAGES.detailsRequired) }),
});
export type PostReportInput = InferType<typeof postReportSchema>;

/** GET /api/messages/conversations and GET /api/messages/{listingId}/{otherUserId}: one page. */
export const messagePageQuerySchema = object({
  limit: string().matches(/^\d{1,4}$/, 'limit must be a whole number of at least 1').optional(),
  cursor: string().max(500).optional(),
});

/** GET /api/messages/conversations: a page of the inbox, or the conversations about one listing (the Send Message dialog's Block/Report). */
export const conversationsQuerySchema = messagePageQuerySchema.shape({
  listingId: string().max(100).optional(),
});

export const conversationParamsSchema = object({
  listingId: string().required().max(100),
  otherUserId: string().required().max(100),
});
