// The administrators' review desk (/api/admin/*): 403 for everyone else, guests included, so the
// desk's paths say nothing more to them than that they are not for them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import { adminActionsAnswer, adminAppealsAnswer, adminDeletionRequestsAnswer, adminFoundPostAnswer, adminLookupAnswer, adminReportsAnswer, adminSuspendedAnswer } from '@yardsale/core/contract/admin-answers';
import { adminNoteSchema, type AdminNoteInput } from '@yardsale/core/schemas/admin';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { ADMIN_MESSAGES } from '@yardsale/core/schemas/admin-messages';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { isAdministrator } from '@/services/admin/access';
import { dismissReport, recentActions, rejectAppeal, removePost, restoreUser, suspendUser, type Admin } from '@/services/admin/actions';
import { restorePost } from '@/services/admin/post-restore';
import { completeDeletionRequest, pendingDeletionRequests, rejectDeletionRequest } from '@/services/admin/deletion-requests';
import { openAppeals, openReports, suspendedAccounts } from '@/services/admin/desk';
import { accountsWithEmail, postWithOwner } from '@/services/admin/lookups';
import type { Db } from '@/db/client';
import { forbidden } from '@/services/errors';

const tags = ['admin'];

export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  const administrator = async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user || !isAdministrator(user, app.config)) throw forbidden(ADMIN_MESSAGES.adminsOnly);
    return user;
  };
  // Before the body is read or anything checked: a guest's or a user's request, right or wrong, gets 403.
  app.addHook('onRequest', async (request) => {
    await administrator(request);
  });
  const action = { security: SIGNED_IN, params: idParamsSchema, body: adminNoteSchema, response: { 200: messageAnswer, ...refusals(400, 403, 404) } };

  // What the desk reads: the queues, the suspended accounts and the audit log.
  const READS = [
    { url: '/admin/reports', summary: 'Open reports of scammers and of posts, oldest first, with their evidence and the reported user’s record', answer: adminReportsAnswer, read: async () => ({ reports: await openReports(db) }) },
    { url: '/admin/appeals', summary: 'Open appeals of suspended users, oldest first, with their suspension and record', answer: adminAppealsAnswer, read: async () => ({ appeals: await openAppeals(db) }) },
    { url: '/admin/users/suspended', summary: 'Suspended accounts, most recently suspended first (200 at most)', answer: adminSuspendedAnswer, read: async () => ({ users: await suspendedAccounts(db) }) },
    { url: '/admin/deletion-requests', summary: 'Pending requests to delete the data of an e-mail address, oldest first, with the account each names', answer: adminDeletionRequestsAnswer, read: async () => ({ requests: await pendingDeletionRequests(db) }) },
    { url: '/admin/actions', summary: 'The audit log: every action and look-up of the desk, newest first', answer: adminActionsAnswer, read: async () => ({ actions: await recentActions(db) }) },
  ] as const;
  for (const { url, summary, answer, read } of READS) {
    app.get(url, { schema: { tags, summary, security: SIGNED_IN, response: { 200: answer, ...refusals(403) } } }, read);
  }

  // What the desk is told of outside the app (a message to support, a report by e-mail): a person by their address, a post by its link.
  app.get('/admin/users/lookup', {
    schema: {
      tags,
      summary: 'The account with this e-mail address (any case): a list of none or one person, as the suspended list shows them, with their reports and posts; logged in the audit log',
      security: SIGNED_IN,
      querystring: emailOnlySchema,
      response: { 200: adminLookupAnswer, ...refusals(400, 403) },
    },
  }, async (request) => {
    return { users: await accountsWithEmail(db, await administrator(request), request.query.email) };
  });
  app.get('/admin/posts/:id', {
    schema: {
      tags,
      summary: 'A yard sale or classified, shown or taken down, as its owner wrote it (the exact address too), with its owner, their reports and posts; logged in the audit log',
      security: SIGNED_IN,
      params: idParamsSchema,
      response: { 200: adminFoundPostAnswer, ...refusals(400, 403, 404) },
    },
  }, async (request) => {
    return postWithOwner(db, await administrator(request), request.params.id);
  });

  // Each action: the desk's reason goes to the audit log, and the answer says what was done.
  type Act = (db: Db, admin: Admin, id: string, input: AdminNoteInput) => Promise<void>;
  const completeDeletion: Act = (_db, admin, id, input) => completeDeletionRequest(app.services, admin, id, input);
  const remove: Act = (_db, admin, id, input) => removePost(app.services, admin, id, input);
  const dismiss: Act = (_db, admin, id, input) => dismissReport(app.services, admin, id, input);
  const suspend: Act = (_db, admin, id, input) => suspendUser(app.services, admin, id, input);
  const restoreOne: Act = (_db, admin, id, input) => restorePost(app.services, admin, id, input);
  const restoreAccount: Act = (_db, admin, id, input) => restoreUser(app.services, admin, id, input);
  const reject: Act = (_db, admin, id, input) => rejectAppeal(app.services, admin, id, input);
  const ACTIONS: { url: string; summary: string; act: Act; done: string; refused?: number[] }[] = [
    { url: '/admin/reports/:id/dismiss', summary: 'Dismiss a report (with a note; who reported a post is mailed that it stays); 409 when it was already reviewed', act: dismiss, done: ADMIN_MESSAGES.reportDismissed, refused: [409] },
    { url: '/admin/listings/:id/remove', summary: 'Take a yard sale or classified off every list (with a note, mailed to its owner, and the report it answers; who reported it is told)', act: remove, done: ADMIN_MESSAGES.listingRemoved },
    {
      url: '/admin/listings/:id/restore',
      summary: 'Show a post taken down again, with its photos (with a note, mailed to its owner that it is back); 409 when it is not taken down or its owner is suspended',
      act: restoreOne,
      done: ADMIN_MESSAGES.listingRestored,
      refused: [409],
    },
    { url: '/admin/users/:id/suspend', summary: 'Suspend an account: its sessions end, its posts and conversations are hidden, sign-in is refused; its owner is mailed the reason', act: suspend, done: ADMIN_MESSAGES.accountSuspended, refused: [409] },
    { url: '/admin/users/:id/restore', summary: 'Restore a suspended account and the posts its suspension hid (granting its appeal); its owner is mailed', act: restoreAccount, done: ADMIN_MESSAGES.accountRestored, refused: [409] },
    { url: '/admin/appeals/:id/reject', summary: 'Reject an appeal: the account stays suspended and cannot appeal again; its owner is mailed', act: reject, done: ADMIN_MESSAGES.appealRejected },
    {
      url: '/admin/deletion-requests/:id/complete',
      summary: 'Complete a data deletion request: the account with its address (reports against it stay) and its support messages are deleted, and the address is told',
      act: completeDeletion,
      done: ADMIN_MESSAGES.dataDeleted,
    },
    { url: '/admin/deletion-requests/:id/reject', summary: 'Reject a data deletion request: nothing is deleted', act: rejectDeletionRequest, done: ADMIN_MESSAGES.deletionRequestRejected },
  ];
  for (const { url, summary, act, done, refused = [] } of ACTIONS) {
    const response = { ...action.response, ...refusals(...refused) };
    app.post(url, { schema: { tags, summary, ...action, response } }, async (request) => {
      await act(db, await administrator(request), request.params.id, request.body);
      app.withheldPhotos.changed(); // a removal, suspension or restore withholds or releases photos
      return { message: done };
    });
  }
}
