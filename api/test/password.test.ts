// Forgotten password (request and complete) and changing the password in settings.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { users } from '@/db/schema';
import { ACCOUNT_MAIL_TEXTS } from '@/services/account-mail-texts';
import { AUTH_LIMITS } from '@/services/rate-limit-rules';
import {
  expectAnswer,
  expectRateLimited,
  expireTokens,
  latestLink,
  mailsTo,
  PASSWORD,
  PUBLIC_URL,
  sessionCount,
  signIn,
  signUp,
  tokenLifetimes,
  tokenOf,
  uniqueEmail,
  useTestServer,
} from './support/accounts';
import { apiClient } from './support/client';

const context = useTestServer();
const REQUESTED = { message: 'If an account exists for this email, you will receive password reset instructions shortly.' };
const LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const NEW_PASSWORD = 'Fresh!Paint42';

const anonymous = () => apiClient(context.server.url);
const requestReset = (email: string) => anonymous().post('/api/users/reset-password/request', { email });
const completeReset = (token: string, newPassword = NEW_PASSWORD) =>
  anonymous().post('/api/users/reset-password/complete', { token, newPassword });
const login = (email: string, password: string) => anonymous().post('/api/login', { username: email, password });

/** Signs up, asks for a reset and answers the account with the mailed token. */
async function accountWithResetToken() {
  const account = await signUp(context.server);
  expect((await requestReset(account.email)).status).toBe(200);
  return { ...account, token: tokenOf(await latestLink(context.server, account.email, '/reset-password')) };
}

describe('POST /api/users/reset-password/request', () => {
  it('answers the same for an unknown e-mail and mails only an existing account', async () => {
    const { email } = await signUp(context.server);
    const unknown = uniqueEmail('nobody');
    for (const address of [email.toUpperCase(), unknown]) {
      const response = await requestReset(address);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(REQUESTED);
    }
    expect(await mailsTo(context.server, unknown)).toEqual([]);
    const [resetMail] = await mailsTo(context.server, email);
    expect(resetMail!.mail.subject).toBe('Reset your password');
    expect(await latestLink(context.server, email)).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43,}$`));
  });

  it("is written in the account's language", async () => {
    const { email, client } = await signUp(context.server);
    expect((await client.patch('/api/users/profile', { preferences: { language: 'de' } })).status).toBe(200);
    expect((await requestReset(email)).status).toBe(200);
    const [resetMail] = await mailsTo(context.server, email);
    expect(resetMail!.mail).toMatchObject({ subject: ACCOUNT_MAIL_TEXTS.de.passwordReset.subject, text: expect.stringContaining('1 Stunde') });
    expect(resetMail!.mail.html).toContain('<html lang="de">');
  });

  it('sends nothing to an inactive account, with the same answer', async () => {
    const { email, user } = await signUp(context.server);
    await context.server.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await (await requestReset(email)).json()).toEqual(REQUESTED);
    expect((await mailsTo(context.server, email)).map((m) => m.mail.subject)).not.toContain('Reset your password');
  });

  it('allows 5 requests per e-mail in 30 minutes, whether or not the account exists', async () => {
    const { limit, windowMs } = AUTH_LIMITS.mailPerEmail;
    for (const email of [(await signUp(context.server)).email, uniqueEmail('nobody')]) {
      for (let i = 0; i < limit; i++) expect((await requestReset(i % 2 ? ` ${email.toUpperCase()}` : email)).status).toBe(200);
      await expectRateLimited(await requestReset(email), windowMs / 1000);
    }
  });

  it('validates the e-mail', async () => {
    await expectAnswer(await requestReset('nope'), 400, AUTH_MESSAGES.emailInvalid);
    await expectAnswer(await anonymous().post('/api/users/reset-password/request', {}), 400, AUTH_MESSAGES.emailRequired);
  });
});

describe('POST /api/users/reset-password/complete', () => {
  it('sets the new password: it signs in, the old one does not', async () => {
    const { email, token } = await accountWithResetToken();
    await expectAnswer(await completeReset(token), 200, 'Password updated');
    await expectAnswer(await login(email, PASSWORD), 401, AUTH_MESSAGES.invalidLogin);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every session of the account', async () => {
    const { email, user, client, token } = await accountWithResetToken();
    const otherDevice = await signIn(context.server, email, PASSWORD);
    expect(await sessionCount(context.server, user.id)).toBe(2);
    expect((await completeReset(token)).status).toBe(200);
    expect(await sessionCount(context.server, user.id)).toBe(0);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
  });

  it('lets a token be used once', async () => {
    const { token } = await accountWithResetToken();
    expect((await completeReset(token)).status).toBe(200);
    await expectAnswer(await completeReset(token, 'Another!Pass9'), 400, LINK_INVALID);
  });

  it('gives tokens a 1-hour life and refuses one past its expiry', async () => {
    const { email, user, token } = await accountWithResetToken();
    const [lifetime] = await tokenLifetimes(context.server, user.id, 'reset-password');
    expect(Math.abs(lifetime! - 3600)).toBeLessThan(5);
    await expireTokens(context.server, user.id, 'reset-password');
    await expectAnswer(await completeReset(token), 400, LINK_INVALID);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('refuses a verification token, and an older reset link once a newer one was sent', async () => {
    const { email, token } = await accountWithResetToken();
    await requestReset(email);
    await expectAnswer(await completeReset(token), 400, LINK_INVALID);
    await anonymous().post('/api/resend-verification', { email });
    await expectAnswer(await completeReset(tokenOf(await latestLink(context.server, email, '/verify-email'))), 400, LINK_INVALID);
  });

  it.each([
    ['7 characters', 'a'.repeat(7), AUTH_MESSAGES.resetPasswordMin],
    ['73 characters', 'a'.repeat(73), AUTH_MESSAGES.resetPasswordMax],
    ['nothing', '', AUTH_MESSAGES.resetPasswordMin],
  ])('refuses a new password of %s', async (_case, newPassword, message) => {
    const { token } = await accountWithResetToken();
    const body = await expectAnswer(await completeReset(token, newPassword), 400, message);
    expect(body.errors).toEqual({ newPassword: message });
    expect((await completeReset(token, 'a'.repeat(72))).status).toBe(200); // the token was not spent
  });

  it('asks for the link when the token is missing', async () => {
    const response = await anonymous().post('/api/users/reset-password/complete', { newPassword: NEW_PASSWORD });
    await expectAnswer(response, 400, AUTH_MESSAGES.resetTokenMissing);
  });

  it('lifts the account\'s failed sign-in lock, as the 429 message promises', async () => {
    const { email, token } = await accountWithResetToken();
    for (let i = 0; i < AUTH_LIMITS.failedLoginsPerAccountAndIp.limit; i++) await login(email, `Wrong!pass${i}`);
    expect((await login(email, PASSWORD)).status).toBe(429);
    expect((await completeReset(token)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/users/change-password', () => {
  const change = (client = anonymous(), body: object = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }) =>
    client.post('/api/users/change-password', body);

  it('requires a signed-in user', async () => {
    await expectAnswer(await change(), 401, 'Unauthorized');
  });

  it('refuses a wrong current password with a field error, and keeps the password', async () => {
    const { email, client } = await signUp(context.server);
    const wrong = await change(client, { currentPassword: 'Wrong!pass1', newPassword: NEW_PASSWORD });
    const body = await expectAnswer(wrong, 400, AUTH_MESSAGES.currentPasswordIncorrect);
    expect(body.errors).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordIncorrect });
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, AUTH_MESSAGES.currentPasswordRequired],
    [{ currentPassword: PASSWORD }, AUTH_MESSAGES.newPasswordRequired],
    [{ currentPassword: PASSWORD, newPassword: '12345' }, AUTH_MESSAGES.storedPasswordMin],
  ])('validates %j', async (body, message) => {
    const { client } = await signUp(context.server);
    await expectAnswer(await change(client, body), 400, message);
  });

  it('keeps this session, ends the others, and mails the owner', async () => {
    const { email, user, client } = await signUp(context.server);
    await client.post('/api/verify-current-user'); // direct verification: the address is proven
    const otherDevice = await signIn(context.server, email, PASSWORD);
    await expectAnswer(await change(client), 200, 'Password updated');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    expect(await sessionCount(context.server, user.id)).toBe(1);
    const [notice] = await mailsTo(context.server, email);
    expect(notice!.mail.subject).toBe('Your password was changed');
    expect(notice!.mail.text).toContain('other sessions were signed out');
    expect(notice!.mail.html).toContain('<html lang="en">');
    await expectAnswer(await login(email, PASSWORD), 401, AUTH_MESSAGES.invalidLogin);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
  it('never mails an unverified address, and allows 5 changes an hour so the notice cannot flood an inbox', async () => {
    const { email, client } = await signUp(context.server);
    const before = (await mailsTo(context.server, email)).length; // the verification mail
    let password = PASSWORD;
    for (let i = 0; i < AUTH_LIMITS.passwordChangesPerUser.limit; i++) {
      const next = `Fresh!pass${i}`;
      await expectAnswer(await change(client, { currentPassword: password, newPassword: next }), 200, 'Password updated');
      password = next;
    }
    expect((await mailsTo(context.server, email)).length).toBe(before);
    const refused = await change(client, { currentPassword: password, newPassword: 'Fresh!passX' });
    expect(refused.status).toBe(429);
    expect((await login(email, password)).status).toBe(200); // the refused change did not happen
  });

  it('withdraws a reset link mailed before the change', async () => {
    const { email, client, token } = await accountWithResetToken();
    expect((await change(client)).status).toBe(200);
    await expectAnswer(await completeReset(token), 400, LINK_INVALID);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
