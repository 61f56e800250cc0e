// Answers of the administrators' desk (/api/admin/*), checked against api-types.ts.
import { array, boolean, object, type ObjectSchema } from 'yup';
import type { AdminActionRecord, AdminActionsPage, AdminAppeal, AdminAppealsPage, AdminDeletionRequest, AdminDeletionRequestsPage, AdminFoundPerson, AdminFoundPost, AdminLookupPage, AdminPerson, AdminPost, AdminReport, AdminReportLine, AdminReportsPage, AdminSuspendedPage, ReportEvidence } from '../api-types';
import { LISTING_TYPES } from '../constants';
import { ADMIN_ACTIONS, POST_PROBLEMS, REPORT_STATUSES } from '../moderation';
import { flag, instant, nullableInstant, nullableOneOf, nullableText, oneOf, text } from './answer-fields';

const person: ObjectSchema<AdminPerson> = object({
  id: text(),
  displayName: text(),
  email: text(),
  createdAt: instant(),
  suspendedAt: nullableInstant(),
  suspensionReason: nullableText(),
  deletedAt: nullableInstant(),
});

const post: ObjectSchema<AdminPost> = object({ id: text(), type: oneOf(LISTING_TYPES), title: text(), isActive: flag() });

const evidence: ObjectSchema<ReportEvidence> = object({
  listing: object({ id: text(), type: oneOf(LISTING_TYPES), title: text(), description: text(), price: nullableText(), address: text() }).nullable().optional(),
  messages: array(object({ senderId: text(), content: text(), createdAt: instant() }).defined()).defined(),
});

const problem = nullableOneOf(POST_PROBLEMS).meta({ description: 'Set for a report of a post from its sheet: what is wrong with it (the reason holds any words)' });

const reportLine: ObjectSchema<AdminReportLine> = object({ id: text(), problem, reason: text(), status: oneOf(REPORT_STATUSES), createdAt: instant() });

const report: ObjectSchema<AdminReport> = object({
  id: text(),
  problem,
  postActive: boolean().nullable().defined().strict().meta({ description: "For a post's report: whether that post is still shown; null for a person's report" }),
  reason: text(),
  status: oneOf(REPORT_STATUSES),
  createdAt: instant(),
  reporter: person.nullable().defined(),
  reported: person.defined(),
  evidence: evidence.defined(),
  otherReports: array(reportLine.defined()).defined(),
  posts: array(post.defined()).defined(),
});

export const adminReportsAnswer: ObjectSchema<AdminReportsPage> = object({ reports: array(report.defined()).defined() });

const appeal: ObjectSchema<AdminAppeal> = object({
  id: text(),
  message: text(),
  createdAt: instant(),
  user: person.defined(),
  reports: array(reportLine.defined()).defined(),
  posts: array(post.defined()).defined(),
});

export const adminAppealsAnswer: ObjectSchema<AdminAppealsPage> = object({ appeals: array(appeal.defined()).defined() });

export const adminSuspendedAnswer: ObjectSchema<AdminSuspendedPage> = object({ users: array(person.defined()).defined() });

const foundPerson: ObjectSchema<AdminFoundPerson> = person.shape({ reports: array(reportLine.defined()).defined(), posts: array(post.defined()).defined() });

export const adminLookupAnswer: ObjectSchema<AdminLookupPage> = object({ users: array(foundPerson.defined()).defined() });

export const adminFoundPostAnswer: ObjectSchema<AdminFoundPost> = object({
  post: post.shape({ description: text(), address: text(), price: nullableText(), createdAt: instant() }).defined(),
  owner: foundPerson.defined(),
});

const deletionRequest: ObjectSchema<AdminDeletionRequest> = object({
  id: text(),
  email: text(),
  reason: text(),
  createdAt: instant(),
  dueAt: instant(),
  account: person.nullable().defined(),
});

export const adminDeletionRequestsAnswer: ObjectSchema<AdminDeletionRequestsPage> = object({ requests: array(deletionRequest.defined()).defined() });

const action: ObjectSchema<AdminActionRecord> = object({
  id: text(),
  adminEmail: text(),
  action: oneOf(ADMIN_ACTIONS),
  targetUserId: nullableText(),
  target: object({ displayName: text(), email: text() }).nullable().defined(),
  post: post.nullable().defined(),
  reportId: nullableText(),
  note: text(),
  createdAt: instant(),
});

export const adminActionsAnswer: ObjectSchema<AdminActionsPage> = object({ actions: array(action.defined()).defined() });
