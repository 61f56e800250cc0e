// Changing an account's e-mail address (decision 0070): asked for with the password, mailed to the
// new address, taken (verified) when its link is opened at /verify-email, and told to the old one.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { setAdministrator } from '@/services/admin/access';
import { EMAIL_CHANGE_TEXTS } from '@/services/email-change-texts';
import {
  expectAnswer,
  latestLink,
  mailsTo,
  me,
  signIn,
  signUp,
  tokenOf,
  uniqueEmail,
  useTestServer,
  type Account,
} from './support/accounts';
import { apiClient } from './support/client';

const context = useTestServer();
const CHANGED = 'Your email address has been changed. Use the new one to log in from now on.';
const LINK_INVALID = 'This verification link is invalid or has expired. Please request a new one.';

const askToChange = (account: Account, newEmail: string, currentPassword = account.password) =>
  account.client.post('/api/users/change-email', { newEmail, currentPassword });
const openLink = (token: string) => apiClient(context.server.url).get(`/api/verify-email?token=${encodeURIComponent(token)}`);

/** An account whose address is proven by its own verification link. */
async function verifiedAccount(): Promise<Account> {
  const account = await signUp(context.server);
  expect((await account.client.post('/api/verify-current-user', {})).status).toBe(200);
  const verified = await openLink(tokenOf(await latestLink(context.server, account.email, '/verify-email')));
  expect(verified.status).toBe(200);
  return account;
}

describe('changing the e-mail address', () => {
  it('mails the new address a link; once opened the account signs in with it, verified, and the old address is told', async () => {
    const account = await verifiedAccount();
    const newEmail = uniqueEmail('moved');
    const asked = await askToChange(account, newEmail.toUpperCase());
    expect(await asked.json()).toEqual({ message: 'Check your new inbox: your email address changes when you open the link we sent there.' });
    expect((await me(account.client)).email).toBe(account.email); // nothing changes before the link
    const [mail] = await mailsTo(context.server, newEmail);
    expect(mail!.mail.subject).toBe(EMAIL_CHANGE_TEXTS.en.confirm.subject);

    const opened = await expectAnswer(await openLink(tokenOf(await latestLink(context.server, newEmail, '/verify-email'))), 200, CHANGED);
    expect(opened.emailChanged).toBe(true);
    expect(await me(account.client)).toMatchObject({ email: newEmail, username: newEmail, emailVerified: true }); // the session goes on
    await signIn(context.server, newEmail, account.password);
    expect((await apiClient(context.server.url).post('/api/login', { username: account.email, password: account.password })).status).toBe(401);
    const [told] = await mailsTo(context.server, account.email);
    expect(told!.mail).toMatchObject({ subject: 'Your email address was changed', text: expect.stringContaining(`was changed to ${newEmail}.`) });
  });

  it('lets an unverified account fix a mistyped address, without mailing the mistyped one', async () => {
    const account = await signUp(context.server, { email: uniqueEmail('typo') });
    const newEmail = uniqueEmail('right');
    expect((await askToChange(account, newEmail)).status).toBe(200);
    const mailedBefore = (await mailsTo(context.server, account.email)).length;
    await expectAnswer(await openLink(tokenOf(await latestLink(context.server, newEmail, '/verify-email'))), 200, CHANGED);
    expect(await me(account.client)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await mailsTo(context.server, account.email)).toHaveLength(mailedBefore);
  });

  it('refuses a wrong password, the same address, one another account has, and a bad address, mailing nothing', async () => {
    const account = await verifiedAccount();
    const other = await signUp(context.server);
    const newEmail = uniqueEmail('never');
    expect(await expectAnswer(await askToChange(account, newEmail, 'Wrong!pass1'), 400, AUTH_MESSAGES.currentPasswordIncorrect)).toMatchObject({ errors: { currentPassword: AUTH_MESSAGES.currentPasswordIncorrect } });
    expect(await expectAnswer(await askToChange(account, ` ${account.email.toUpperCase()} `), 400, AUTH_MESSAGES.sameEmail)).toMatchObject({ errors: { newEmail: AUTH_MESSAGES.sameEmail } });
    expect(await expectAnswer(await askToChange(account, other.email), 409, AUTH_MESSAGES.emailInUse)).toMatchObject({ errors: { newEmail: AUTH_MESSAGES.emailInUse } });
    await expectAnswer(await askToChange(account, 'not-an-address'), 400, AUTH_MESSAGES.emailInvalid);
    await expectAnswer(await apiClient(context.server.url).post('/api/users/change-email', { newEmail, currentPassword: account.password }), 401);
    expect(await mailsTo(context.server, newEmail)).toEqual([]);
  });

  it('takes only the address last asked for, once; links to the old address stop working', async () => {
    const account = await signUp(context.server);
    expect((await account.client.post('/api/verify-current-user', {})).status).toBe(200);
    const oldVerification = tokenOf(await latestLink(context.server, account.email, '/verify-email'));
    expect((await openLink(oldVerification)).status).toBe(200); // used: answered again only while the address is the account's
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    expect((await askToChange(account, first)).status).toBe(200);
    const firstToken = tokenOf(await latestLink(context.server, first, '/verify-email'));
    expect((await askToChange(account, second)).status).toBe(200);
    await expectAnswer(await openLink(firstToken), 400, LINK_INVALID);

    const secondToken = tokenOf(await latestLink(context.server, second, '/verify-email'));
    await expectAnswer(await openLink(secondToken), 200, CHANGED);
    await expectAnswer(await openLink(secondToken), 200, CHANGED); // opened again: as it was
    await expectAnswer(await openLink(oldVerification), 400, LINK_INVALID);
    expect((await me(account.client)).email).toBe(second);
  });

  it('refuses the link when another account has taken the address meanwhile', async () => {
    const account = await verifiedAccount();
    const newEmail = uniqueEmail('contested');
    expect((await askToChange(account, newEmail)).status).toBe(200);
    const token = tokenOf(await latestLink(context.server, newEmail, '/verify-email'));
    await signUp(context.server, { email: newEmail });
    await expectAnswer(await openLink(token), 409, AUTH_MESSAGES.emailInUse);
    expect((await me(account.client)).email).toBe(account.email);
  });

  it('refuses a link asked for before the account was suspended', async () => {
    const account = await verifiedAccount();
    const newEmail = uniqueEmail('escape');
    expect((await askToChange(account, newEmail)).status).toBe(200);
    const token = tokenOf(await latestLink(context.server, newEmail, '/verify-email'));
    const admin = await signUp(context.server);
    expect(await setAdministrator(context.server.database.db, admin.email, true)).toBe(true);
    expect((await admin.client.post(`/api/admin/users/${(await me(account.client)).id}/suspend`, { note: 'Stolen goods' })).status).toBe(200);

    await expectAnswer(await openLink(token), 400, LINK_INVALID);
    await expectAnswer(await apiClient(context.server.url).post('/api/login', { username: newEmail, password: account.password }), 401);
  });
});
