// Wrong passwords are limited before the slow argon2 check runs: a parallel burst gets no more
// checks than the limit (sign-in per account and IP, per IP and per account; change-password and
// delete-account per user), a right password gives its attempt back, and attempts past the limit wait
// for the checks under way rather than being refused while those may still turn out right.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { AUTH_LIMITS } from '@/services/rate-limit-rules';
import { endRateLimitWindows, expectAnswer, expectRateLimited, me, PASSWORD, signUp, uniqueEmail, useTestServer } from './support/accounts';
import { apiClient } from './support/client';

const context = useTestServer();
const login = (email: string, password: string) => apiClient(context.server.url).post('/api/login', { username: email, password });
const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();
const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('POST /api/login', () => {
  it('lets a parallel burst from one IP run no more password checks than its limit', async () => {
    const { limit } = AUTH_LIMITS.failedLoginsPerIp;
    // Different accounts, so only the IP's limit applies.
    const answers = await times(limit + 15, () => login(uniqueEmail('burst'), 'Wrong!pass1'));
    expect(statuses(answers)).toEqual([...Array(limit).fill(401), ...Array(15).fill(429)]);
  });

  it('lets a parallel burst on one account from one address run no more password checks than its limit', async () => {
    const { email } = await signUp(context.server);
    const { limit, windowMs } = AUTH_LIMITS.failedLoginsPerAccountAndIp;
    const answers = await times(limit + 5, (i) => login(email, `Wrong!pass${i}`));
    expect(statuses(answers)).toEqual([...Array(limit).fill(401), ...Array(5).fill(429)]);
    await expectRateLimited(await login(email, PASSWORD), windowMs / 1000);
  });

  it('lets a parallel burst of right passwords all sign in: attempts past the limit wait for the checks under way', async () => {
    const { email } = await signUp(context.server);
    const { limit } = AUTH_LIMITS.failedLoginsPerAccountAndIp;
    const answers = await times(limit * 4, () => login(email, PASSWORD));
    expect(statuses(answers)).toEqual(Array(limit * 4).fill(200));
    // and none of them counted: the wrong-password allowance is whole
    const wrong = await times(limit + 2, (i) => login(email, `Wrong!pass${i}`));
    expect(statuses(wrong)).toEqual([...Array(limit).fill(401), ...Array(2).fill(429)]);
  });

  it('does not count a right password, nor an attempt it refused, as a failure', async () => {
    const { email } = await signUp(context.server);
    const { limit } = AUTH_LIMITS.failedLoginsPerAccountAndIp;
    for (let i = 0; i < limit - 1; i++) await expectAnswer(await login(email, `Wrong!pass${i}`), 401);
    for (let i = 0; i < 3; i++) expect((await login(email, PASSWORD)).status).toBe(200);
    await expectAnswer(await login(email, 'Wrong!last'), 401, AUTH_MESSAGES.invalidLogin); // still the 10th failure
    for (let i = 0; i < 20; i++) expect((await login(email, PASSWORD)).status).toBe(429);
    // 10 failures from this IP, not 30: another account still signs in from it.
    const other = await signUp(context.server);
    expect((await login(other.email, PASSWORD)).status).toBe(200);
    await endRateLimitWindows(context.server);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});

describe('wrong current passwords of a signed-in user', () => {
  const { limit, windowMs } = AUTH_LIMITS.wrongPasswordsPerUser;

  it('change-password: refuses the user after the limit, even with the right password, until the window ends', async () => {
    const { client } = await signUp(context.server);
    const change = (currentPassword: string) => client.post('/api/users/change-password', { currentPassword, newPassword: 'Fresh!pass9' });
    const answers = await times(limit + 4, (i) => change(`Wrong!pass${i}`));
    expect(statuses(answers)).toEqual([...Array(limit).fill(400), ...Array(4).fill(429)]);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowMs / 1000);
    expect(((await refused.json()) as { message: string }).message).toBe(REQUEST_MESSAGES.tooManyWrongPasswords);
    await endRateLimitWindows(context.server);
    await expectAnswer(await change(PASSWORD), 200, 'Password updated');
  });

  it('change-password: a right password gives its attempt back; other users are not affected', async () => {
    const [one, other] = [await signUp(context.server), await signUp(context.server)];
    let password = PASSWORD;
    for (let i = 0; i < limit - 1; i++) await expectAnswer(await one.client.post('/api/users/change-password', { currentPassword: 'Wrong!pass1', newPassword: 'x'.repeat(8) }), 400, AUTH_MESSAGES.currentPasswordIncorrect);
    for (const next of ['Fresh!pass1', 'Fresh!pass2']) {
      await expectAnswer(await one.client.post('/api/users/change-password', { currentPassword: password, newPassword: next }), 200);
      password = next;
    }
    await expectAnswer(await one.client.post('/api/users/change-password', { currentPassword: 'Wrong!pass1', newPassword: 'x'.repeat(8) }), 400);
    expect((await one.client.post('/api/users/change-password', { currentPassword: password, newPassword: 'Fresh!pass3' })).status).toBe(429);
    await expectAnswer(await other.client.post('/api/users/change-password', { currentPassword: PASSWORD, newPassword: 'Fresh!pass4' }), 200);
  });

  it('delete-account: refuses the user after the limit and keeps the account', async () => {
    const account = await signUp(context.server);
    const remove = (password: string) => account.client.delete('/api/users/account', { password });
    const answers = await times(limit + 3, (i) => remove(`Wrong!pass${i}`));
    expect(statuses(answers)).toEqual([...Array(limit).fill(400), ...Array(3).fill(429)]);
    expect((await remove(PASSWORD)).status).toBe(429);
    expect((await me(account.client)).id).toBe(account.user.id);
    await endRateLimitWindows(context.server);
    await expectAnswer(await remove(PASSWORD), 200, 'Your account has been deleted');
  });
});
