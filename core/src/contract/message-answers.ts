// Answers of messaging, blocks and reports (SPEC sections 3 and 7), checked against api-types.ts.
import { array, boolean, object, type ObjectSchema } from 'yup';
import type {
  BlockRecord,
  BlockStatus,
  Conversation,
  ConversationListing,
  ConversationsPage,
  ConversationUser,
  Message,
  MessagesPage,
  PostReportRecord,
  ReportRecord,
  UnreadCount,
} from '../api-types';
import { LISTING_TYPES } from '../constants';
import { BLOCK_DURATIONS, POST_PROBLEMS, REPORT_STATUSES } from '../moderation';
import { decimal, flag, instant, nullableInstant, nullableText, oneOf, optionalInstant, optionalText, text } from './answer-fields';

const listingType = oneOf(LISTING_TYPES);

export const messageRecordAnswer: ObjectSchema<Message> = object({
  id: text(),
  senderId: text(),
  receiverId: text(),
  listingId: text(),
  listingType,
  content: text(),
  createdAt: instant(),
  readAt: nullableInstant(),
  sender: object({ avatarUrl: nullableText() }).defined(),
});

const conversationUser: ObjectSchema<ConversationUser> = object({
  id: text(),
  displayName: text(),
  username: text().meta({ description: 'The public name again: never the e-mail' }),
  avatarUrl: nullableText(),
  deleted: boolean().optional().strict().meta({ description: 'The account was deleted: its messages stay, under a name that says so, and none can be sent to it' }),
});

const conversationListing: ObjectSchema<ConversationListing> = object({
  title: text(),
  price: nullableText().meta({ description: "A classified's price; null for a yard sale" }),
  address: text().meta({ description: "A yard sale's address; a classified's area unless it is the reader's own" }),
  description: text(),
  category: text(),
  condition: optionalText(),
  imageUrl: nullableText().optional(),
  sold: boolean().optional().strict().meta({ description: "A classified's only: marked sold by its seller" }),
  addressShownFrom: optionalInstant().meta({ description: "A yard sale whose seller keeps the exact address from the reader: when it shows (address is its town till then)" }),
});

const conversation: ObjectSchema<Conversation> = object({
  listingId: text(),
  listingType,
  otherUser: conversationUser.defined(),
  listing: conversationListing.nullable().defined().meta({ description: 'Null once the listing is deleted' }),
  lastMessage: object({ content: text(), createdAt: instant() }).defined(),
  unreadCount: decimal(),
  blockedByYou: flag().meta({ description: 'The reader blocks the other person; the conversation stays listed so that they can unblock' }),
});

export const messagesPageAnswer: ObjectSchema<MessagesPage> = object({
  messages: array(messageRecordAnswer.defined()).defined(),
  nextCursor: nullableText().meta({ description: 'Pass back as cursor for older messages; null at the first message' }),
  otherUser: conversationUser.nullable().defined(),
  listingType: listingType.nullable(),
  listing: conversationListing.nullable().defined(),
});

export const conversationsPageAnswer: ObjectSchema<ConversationsPage> = object({
  conversations: array(conversation.defined()).defined(),
  nextCursor: nullableText(),
});

export const unreadCountAnswer: ObjectSchema<UnreadCount> = object({ unreadCount: decimal() });
export const blockStatusAnswer: ObjectSchema<BlockStatus> = object({ isBlocked: flag() });

export const blockRecordAnswer: ObjectSchema<BlockRecord> = object({
  blockedId: text(),
  duration: oneOf(BLOCK_DURATIONS),
  reason: nullableText(),
  createdAt: instant(),
  expiresAt: nullableInstant().meta({ description: 'Null for permanent and scammer blocks' }),
});

export const reportRecordAnswer: ObjectSchema<ReportRecord> = object({
  id: text(),
  reportedId: text(),
  reason: text(),
  status: oneOf(REPORT_STATUSES),
  createdAt: instant(),
  block: blockRecordAnswer.defined(),
});

export const postReportRecordAnswer: ObjectSchema<PostReportRecord> = object({
  id: text(),
  postId: text(),
  problem: oneOf(POST_PROBLEMS),
  status: oneOf(REPORT_STATUSES),
  createdAt: instant(),
});
