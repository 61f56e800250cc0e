// Text messages (decision 0077): a US or Canadian mobile number proven by a texted code, then a text
// about a new message to a receiver who is away, once a conversation in 15 minutes; through a
// Twilio-compatible provider when one is configured.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentUser, SmsCodeSent } from '@yardsale/core/api-types';
import { SMS_MESSAGES } from '@yardsale/core/schemas/sms';
import { SMS } from '@yardsale/core/sms';
import { loadConfig } from '@/config';
import { conversations, rateLimits, smsCodes, users } from '@/db/schema';
import { createSmsSender } from '@/services/sms/sender';
import { expectAnswer, me, useTestServer, withServer } from './support/accounts';
import { openEventStream } from './support/event-stream';
import { createUser, json, type TestUser } from './support/factories';
import { messagingWorld, send } from './support/messages';
import { SASKATOON } from './support/towns';

const context = useTestServer();
const db = () => context.server.database.db;

/** A number no other test texts: 306 (Saskatchewan), 555, four digits of its own. */
let lastLine = 1000;
const freshNumber = () => ({ typed: `(306) 555-${++lastLine}`, e164: `+1306555${lastLine}` });

const textsTo = async (e164: string, server = context.server) => json<{ to: string; body: string }[]>(await fetch(`${server.url}/api/dev/sms?phone=${encodeURIComponent(e164)}`));
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

async function prove(person: TestUser, typed: string, e164: string): Promise<CurrentUser> {
  const sent = await json<SmsCodeSent>(await person.client.post('/api/users/sms-number', { phone: typed }));
  expect(sent).toEqual({ message: SMS_MESSAGES.codeSent(e164), phone: e164 });
  const [text] = await textsTo(e164);
  return json<CurrentUser>(await person.client.post('/api/users/sms-number/verify', { code: codeIn(text!.body) }));
}

describe('proving a mobile number', () => {
  it('texts a code to a US or Canadian number however it is typed; the code makes it the account’s and turns texts on', async () => {
    const { buyer } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    const user = await prove(buyer, `+1 ${number.typed}`, number.e164);
    expect(user).toMatchObject({ smsNumber: number.e164, notificationSettings: { sms: true } });
    expect(await me(buyer.client)).toMatchObject({ smsNumber: number.e164 });
    const [text] = await textsTo(number.e164);
    expect(text!.body).toMatch(/^Yard Sale Finder: your code is \d{6}\. It expires in 10 minutes\./);
    expect(await db().select().from(smsCodes).where(eq(smsCodes.userId, buyer.user.id))).toEqual([]); // used up
  });

  it('refuses what is no US or Canadian mobile number, and an unverified e-mail, texting nothing', async () => {
    const { buyer } = await messagingWorld(context.server, SASKATOON);
    for (const phone of ['123', '(911) 555-0134', '+44 20 7946 0958', '(306) 155-0134', '(876) 555-0134', '800-555-0134', 'call me']) {
      await expectAnswer(await buyer.client.post('/api/users/sms-number', { phone }), 400, SMS_MESSAGES.numberInvalid);
    }
    await expectAnswer(await buyer.client.post('/api/users/sms-number', { phone: ' ' }), 400, SMS_MESSAGES.numberRequired);
    await expectAnswer(await buyer.client.post('/api/users/sms-number/verify', { code: '12345' }), 400, SMS_MESSAGES.codeFormat);
    const unverified = await createUser(db(), context.server.url, { verified: false });
    const number = freshNumber();
    await expectAnswer(await unverified.client.post('/api/users/sms-number', { phone: number.typed }), 403, SMS_MESSAGES.emailFirst);
    expect(await db().select().from(smsCodes).where(eq(smsCodes.userId, buyer.user.id))).toEqual([]);
    expect(await textsTo(number.e164)).toEqual([]);
  });

  it('takes 5 tries a code, and no code once it is old', async () => {
    const { buyer } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    await json(await buyer.client.post('/api/users/sms-number', { phone: number.typed }));
    const right = codeIn((await textsTo(number.e164))[0]!.body);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let tries = 1; tries < SMS.codeAttempts; tries++) {
      await expectAnswer(await buyer.client.post('/api/users/sms-number/verify', { code: wrong }), 400, SMS_MESSAGES.codeWrong);
    }
    await expectAnswer(await buyer.client.post('/api/users/sms-number/verify', { code: wrong }), 400, SMS_MESSAGES.codeGone);
    await expectAnswer(await buyer.client.post('/api/users/sms-number/verify', { code: right }), 400, SMS_MESSAGES.codeGone);

    await json(await buyer.client.post('/api/users/sms-number', { phone: number.typed }));
    const fresh = codeIn((await textsTo(number.e164))[0]!.body);
    await db().update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.userId, buyer.user.id));
    await expectAnswer(await buyer.client.post('/api/users/sms-number/verify', { code: fresh }), 400, SMS_MESSAGES.codeGone);
    expect((await me(buyer.client)).smsNumber).toBeNull();
  });

  it('texts one number 4 codes an hour, whoever asks, so nobody can flood a stranger’s phone', async () => {
    const { buyer, seller, stranger } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    for (const person of [buyer, buyer, stranger, seller]) expect((await person.client.post('/api/users/sms-number', { phone: number.typed })).status).toBe(200);
    expect((await stranger.client.post('/api/users/sms-number', { phone: number.typed })).status).toBe(429);
    expect(await textsTo(number.e164)).toHaveLength(4);
  });

  it('lets one account use 2 of a number’s codes an hour, and 3 a day, so its owner can still prove it', async () => {
    const { buyer: stranger, seller: owner } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    const ask = (person: TestUser) => person.client.post('/api/users/sms-number', { phone: number.typed });
    for (let tries = 0; tries < 2; tries++) expect((await ask(stranger)).status).toBe(200);
    expect((await ask(stranger)).status).toBe(429);
    expect((await ask(owner)).status).toBe(200);
    for (const hourly of ['sms-account-number:%', 'sms-number:%']) await db().delete(rateLimits).where(like(rateLimits.key, hourly)); // an hour later
    expect((await ask(stranger)).status).toBe(200);
    expect((await ask(stranger)).status).toBe(429); // its 3 of the day
    expect((await ask(owner)).status).toBe(200);
  });

  it('counts an account’s 5 codes an hour first, so an account past them uses up no number’s', async () => {
    const { buyer } = await messagingWorld(context.server, SASKATOON);
    const numbers = Array.from({ length: 6 }, freshNumber);
    for (const number of numbers.slice(0, 5)) expect((await buyer.client.post('/api/users/sms-number', { phone: number.typed })).status).toBe(200);
    const last = numbers[5]!;
    for (let tries = 0; tries < 4; tries++) expect((await buyer.client.post('/api/users/sms-number', { phone: last.typed })).status).toBe(429);
    await db().delete(rateLimits).where(like(rateLimits.key, 'sms-account:%'));
    expect((await buyer.client.post('/api/users/sms-number', { phone: last.typed })).status).toBe(200); // the number's own codes are untouched
  });

  it('keeps texts off without a proven number; removing the number turns them off', async () => {
    const { buyer } = await messagingWorld(context.server, SASKATOON);
    await expectAnswer(await buyer.client.patch('/api/users/profile', { notificationSettings: { sms: true } }), 400, SMS_MESSAGES.numberNeeded);
    const number = freshNumber();
    await prove(buyer, number.typed, number.e164);
    expect((await json<CurrentUser>(await buyer.client.patch('/api/users/profile', { notificationSettings: { sms: false } }))).notificationSettings.sms).toBe(false);
    expect((await json<CurrentUser>(await buyer.client.patch('/api/users/profile', { notificationSettings: { sms: true } }))).notificationSettings.sms).toBe(true);
    const removed = await json<CurrentUser>(await buyer.client.delete('/api/users/sms-number'));
    expect(removed).toMatchObject({ smsNumber: null, notificationSettings: { sms: false } });
  });
});

describe('a text about a new message', () => {
  it('goes to a receiver who is away, in their language, once a conversation in 15 minutes', async () => {
    const { seller, buyer, classifiedId } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    await prove(seller, number.typed, number.e164);
    await db().update(users).set({ displayName: 'Jo', preferences: { ...seller.user.preferences, language: 'fr' } }).where(eq(users.id, seller.user.id));
    await db().update(users).set({ displayName: 'Sam' }).where(eq(users.id, buyer.user.id));

    await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'Is the oak desk still available?' });
    await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'I can come at noon.' });
    await context.server.app.push.settled();
    const texts = (await textsTo(number.e164)).filter((text) => !codeIn(text.body));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe(`Yard Sale Finder : Sam au sujet de "Oak desk" : "Is the oak desk still available?" Répondre : http://yardsale.test/messages?listing=${classifiedId}&with=${buyer.user.id} Envoyez STOP pour arrêter.`);

    // 15 minutes on, the next message is texted again.
    await db().update(conversations).set({ textedAt: new Date(Date.now() - SMS.perConversationMs - 1000) }).where(eq(conversations.userId, seller.user.id));
    await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'Hello?' });
    await context.server.app.push.settled();
    expect((await textsTo(number.e164)).filter((text) => text.body.includes('Hello?'))).toHaveLength(1);
  });

  it('goes to nobody who has the app open, nor whose texts are off', async () => {
    const { seller, buyer, classifiedId } = await messagingWorld(context.server, SASKATOON);
    const number = freshNumber();
    await prove(seller, number.typed, number.e164);
    const stream = await openEventStream(seller.client);
    await stream.next('unread');
    await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'Are you there now?' });
    await context.server.app.push.settled();
    stream.close();
    await json(await seller.client.patch('/api/users/profile', { notificationSettings: { sms: false } }));
    await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'Still there?' });
    await context.server.app.push.settled();
    expect(await textsTo(number.e164)).toHaveLength(1); // the code alone
  });
});

interface ProviderRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A Twilio-compatible API on a local socket: refuses a number that replied STOP (21610), fails on 555-0199. */
async function providerStub(stopped: string, failing: string) {
  const received: ProviderRequest[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ path: request.url ?? '', authorization: request.headers.authorization, form });
      const [status, answer] = form.To === stopped ? [400, { code: 21610, message: 'Attempt to send to unsubscribed recipient' }] : form.To === failing ? [500, { message: 'down' }] : [201, { sid: 'SM1' }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('an SMS provider', () => {
  it('is asked over HTTP with our account, and says which number replied STOP', async () => {
    const provider = await providerStub('+13065550177', '+13065550199');
    try {
      const sender = createSmsSender({ production: true, sms: { apiUrl: provider.url, accountSid: 'AC123', authToken: 'secret', from: '+13065550100' } }, context.server.database)!;
      expect(await sender.send('+13065550134', 'Hello')).toBe('sent');
      expect(provider.received[0]).toEqual({
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
        form: { To: '+13065550134', Body: 'Hello', From: '+13065550100' },
      });
      expect(await sender.send('+13065550177', 'Hello')).toBe('opted-out');
      await expect(sender.send('+13065550199', 'Hello')).rejects.toThrow('The SMS provider answered 500: down');
    } finally {
      await provider.close();
    }
  });

  it('forgets the number of a person who replied STOP, turning their texts off, and says so when a code cannot be sent', async () => {
    const provider = await providerStub('+13065550177', '+13065550199');
    const env = { SMS_API_URL: provider.url, SMS_TWILIO_ACCOUNT_SID: 'AC123', SMS_TWILIO_AUTH_TOKEN: 'secret', SMS_FROM: 'MG42' };
    try {
      await withServer(context.server, env, async (server) => {
        const { seller, buyer, classifiedId } = await messagingWorld(server, SASKATOON);
        expect((await fetch(`${server.url}/api/dev/sms?phone=3065550134`)).status).toBe(404); // nothing is kept with a provider
        await expectAnswer(await seller.client.post('/api/users/sms-number', { phone: '306-555-0199' }), 400, SMS_MESSAGES.sendFailed);
        await expectAnswer(await seller.client.post('/api/users/sms-number', { phone: '306-555-0177' }), 400, SMS_MESSAGES.optedOut);
        expect(await db().select().from(smsCodes).where(eq(smsCodes.userId, seller.user.id))).toEqual([]); // no code to guess

        await db().update(users).set({ smsNumber: '+13065550177', notificationSettings: { email: false, push: false, sms: true } }).where(eq(users.id, seller.user.id));
        await send(buyer, { listingId: classifiedId, listingType: 'classified', receiverId: seller.user.id, content: 'Hi' });
        await server.app.push.settled();
        expect(provider.received.at(-1)?.form).toMatchObject({ To: '+13065550177', MessagingServiceSid: 'MG42' });
        expect(await me(seller.client)).toMatchObject({ smsNumber: null, notificationSettings: { sms: false } });
      });
    } finally {
      await provider.close();
    }
  });

  it('is needed in production: without one no texts are offered', async () => {
    await withServer(context.server, { NODE_ENV: 'production', DIRECT_VERIFICATION: 'false' }, async (server) => {
      const { buyer } = await messagingWorld(server, SASKATOON);
      expect((await json<{ textMessages: boolean }>(await fetch(`${server.url}/api/config`))).textMessages).toBe(false);
      await expectAnswer(await buyer.client.post('/api/users/sms-number', { phone: freshNumber().typed }), 404, SMS_MESSAGES.unavailable);
    });
    expect((await json<{ textMessages: boolean }>(await fetch(`${context.server.url}/api/config`))).textMessages).toBe(true);
  });

  it('is configured whole or not at all', () => {
    expect(() => loadConfig({ SMS_TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('go together');
    expect(() => loadConfig({ SMS_TWILIO_ACCOUNT_SID: 'AC1', SMS_TWILIO_AUTH_TOKEN: 't', SMS_FROM: '555-0100' })).toThrow('SMS_FROM must be');
    expect(loadConfig({ SMS_TWILIO_ACCOUNT_SID: 'AC1', SMS_TWILIO_AUTH_TOKEN: 't', SMS_FROM: '+13065550100' }).sms).toMatchObject({ apiUrl: 'https://api.twilio.com', from: '+13065550100' });
  });
});
