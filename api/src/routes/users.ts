import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { currentUserAnswer, messageAnswer } from '@yardsale/core/contract/answers';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, emailOnlySchema, resetPasswordCompleteSchema } from '@yardsale/core/schemas/auth';
import { AVATAR_MAX_BYTES, profileUpdateRequestSchema } from '@yardsale/core/schemas/profile';
import { AVATAR_TYPES } from '@yardsale/core/schemas/uploads';
import { PROFILE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { fileBytes, multipartBody } from '@/lib/multipart';
import { clearSessionCookie, sessionToken } from '@/lib/session-cookie';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { checkCurrentPassword, deleteAccount } from '@/services/accounts';
import { checkOwnPassword, limitMailTo } from '@/services/login-limits';
import { changeOwnPassword, completePasswordReset, requestPasswordReset } from '@/services/password-changes';
import { requestEmailChange } from '@/services/email-change';
import { updateProfile } from '@/services/profile';
import { toCurrentUser } from '@/services/users';

const tags = ['accounts'];

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { database } = app;
  await app.register(multipart);

  app.post('/users/reset-password/request', {
    schema: { tags, summary: 'Mail a password reset link (same answer whether or not the account exists)', body: emailOnlySchema, response: { 200: messageAnswer, ...refusals(400, 429) } },
  }, async (request) => {
    await requestPasswordReset(app.services, request.ip, request.body.email);
    return { message: ANSWER_MESSAGES.resetRequested }; // the same whether or not the account exists
  });

  app.post('/users/reset-password/complete', {
    schema: { tags, summary: 'Set a new password with the token from the mailed link; ends every session', body: resetPasswordCompleteSchema, response: { 200: messageAnswer, ...refusals(400, 429) } },
    config: { rateLimit: 'passwordReset' },
  }, async (request) => {
    await completePasswordReset(database, request.body.token, request.body.newPassword); // ends every session of the account
    return { message: ANSWER_MESSAGES.passwordUpdated };
  });

  app.post('/users/change-password', {
    schema: { tags, summary: 'Change the password (current one required); other sessions end', security: SIGNED_IN, body: changePasswordSchema, response: { 200: messageAnswer, ...refusals(400, 401, 429) } },
  }, async (request) => {
    const user = await requireUser(request);
    await changeOwnPassword(app.services, user, request.body, sessionToken(request));
    return { message: ANSWER_MESSAGES.passwordUpdated };
  });

  app.post('/users/change-email', {
    schema: { tags, summary: 'Mail a link to a new e-mail address (current password required); the account takes the address once the link is opened at /verify-email', security: SIGNED_IN, body: changeEmailSchema, response: { 200: messageAnswer, ...refusals(400, 401, 409, 429) } },
  }, async (request) => {
    const user = await requireUser(request);
    await checkOwnPassword(database, user.id, () => checkCurrentPassword(user, request.body.currentPassword)); // a wrong one stays counted
    await limitMailTo(database, request.ip, request.body.newEmail);
    await requestEmailChange(app.services, user, request.body.newEmail);
    return { message: ANSWER_MESSAGES.emailChangeSent };
  });

  app.patch('/users/profile', {
    schema: { tags, summary: 'Update the profile: JSON, or multipart with preferences/notificationSettings as JSON text and an avatar file', security: SIGNED_IN, body: profileUpdateRequestSchema, response: { 200: currentUserAnswer, ...refusals(400, 401, 413, 429) } },
    config: { rateLimit: 'profileUpdate' },
    preValidation: [
      async (request) => void (await requireUser(request)),
      multipartBody({
        maxFiles: 1,
        maxFileBytes: AVATAR_MAX_BYTES,
        acceptTypes: AVATAR_TYPES,
        tooLargeMessage: PROFILE_MESSAGES.avatarTooLarge,
        wrongTypeMessage: PROFILE_MESSAGES.avatarNotImage,
        jsonFields: ['preferences', 'notificationSettings'],
      }),
    ],
  }, async (request) => {
    const user = await requireUser(request);
    const { avatar, ...input } = request.body;
    return toCurrentUser(await updateProfile(database.db, app.uploads, user, input, avatar && fileBytes(avatar)));
  });

  app.delete('/users/account', {
    schema: { tags, summary: 'Delete the account and everything in it (current password required)', security: SIGNED_IN, body: deleteAccountSchema, response: { 200: messageAnswer, ...refusals(400, 401, 429) } },
  }, async (request, reply) => {
    const user = await requireUser(request);
    await checkOwnPassword(database, user.id, () => deleteAccount(database.db, app.uploads, user, request.body.password)); // a wrong one stays counted
    clearSessionCookie(reply);
    return { message: ANSWER_MESSAGES.accountDeleted };
  });
}
