import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, MessageResponse } from '@yardsale/core/api-types';
import { changePasswordSchema, deleteAccountSchema, emailOnlySchema, resetPasswordCompleteSchema } from '@yardsale/core/schemas/auth';
import { ACCEPTED_AVATAR_TYPES, AVATAR_MAX_BYTES, PROFILE_MESSAGES, profileUpdateSchema } from '@yardsale/core/schemas/profile';
import { parseJsonFields, readMultipart } from '@/lib/multipart';
import { clearSessionCookie, sessionToken } from '@/lib/session-cookie';
import { validate } from '@/lib/validate';
import { requireUser } from '@/plugins/current-user';
import { HttpError } from '@/plugins/errors';
import { changePassword, deleteAccount, findUserByEmail, normalizeEmail, setPassword } from '@/services/accounts';
import { clearAccountLoginFailures, limitMailTo, reservePasswordCheck } from '@/services/login-limits';
import { passwordChangedMail } from '@/services/mail-templates';
import { updateProfile } from '@/services/profile';
import { consumeToken } from '@/services/tokens';
import { toCurrentUser } from '@/services/users';
import { sendPasswordResetMail } from '@/services/verification';

const RESET_REQUESTED = 'If an account exists for this email, you will receive password reset instructions shortly.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;
  await app.register(multipart);

  app.post('/users/reset-password/request', async (request): Promise<MessageResponse> => {
    const { email } = await validate(emailOnlySchema, request.body);
    await limitMailTo(database, request.ip, email);
    const user = await findUserByEmail(database.db, email);
    if (user?.isActive) await sendPasswordResetMail(app, user);
    return { message: RESET_REQUESTED }; // the same whether or not the account exists
  });

  app.post('/users/reset-password/complete', async (request): Promise<MessageResponse> => {
    const { token, newPassword } = await validate(resetPasswordCompleteSchema, request.body);
    const userId = await consumeToken(database.db, token, 'reset-password');
    if (!userId) throw new HttpError(400, RESET_LINK_INVALID);
    const email = await setPassword(database.db, userId, newPassword); // ends every session of the account
    if (email) await clearAccountLoginFailures(database, normalizeEmail(email)); // as the 429 message promises
    return { message: 'Password updated' };
  });

  app.post('/users/change-password', async (request): Promise<MessageResponse> => {
    const user = await requireUser(request);
    const { currentPassword, newPassword } = await validate(changePasswordSchema, request.body);
    const attempt = await reservePasswordCheck(database, user.id);
    await changePassword(database.db, user, currentPassword, newPassword, sessionToken(request)); // 400 keeps the attempt counted
    await attempt.release();
    await app.sendMail(passwordChangedMail(user.email));
    return { message: 'Password updated' };
  });

  app.patch('/users/profile', async (request): Promise<CurrentUser> => {
    const user = await requireUser(request);
    let body: unknown = request.body;
    let avatar: Buffer | undefined;
    if (request.isMultipart()) {
      const { fields, files } = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: AVATAR_MAX_BYTES,
        acceptTypes: ACCEPTED_AVATAR_TYPES,
        tooLargeMessage: `Image must be smaller than ${AVATAR_MAX_BYTES / 1024 / 1024}MB`,
        wrongTypeMessage: PROFILE_MESSAGES.avatarNotImage,
      });
      body = parseJsonFields(fields, ['preferences', 'notificationSettings']);
      avatar = files.find((file) => file.fieldname === 'avatar')?.buffer;
    }
    const input = await validate(profileUpdateSchema, body);
    return toCurrentUser(await updateProfile(database.db, app.uploads, user, input, avatar));
  });

  app.delete('/users/account', async (request, reply): Promise<MessageResponse> => {
    const user = await requireUser(request);
    const { password } = await validate(deleteAccountSchema, request.body);
    const attempt = await reservePasswordCheck(database, user.id);
    await deleteAccount(database.db, user, password); // 400 keeps the attempt counted
    await attempt.release();
    if (user.avatarUrl) await app.uploads.remove(user.avatarUrl);
    clearSessionCookie(reply);
    return { message: 'Your account has been deleted' };
  });
}
