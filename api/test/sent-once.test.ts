// A sale, a classified or a message sent again with the same Idempotency-Key (decision 0084) is made
// once, as when an answer is lost on a weak network and the app sends the same thing again: the
// retry gets what the first request made, and the receiver of a message hears of it once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Classified, Listing, Message } from '@yardsale/core/api-types';
import { REPEATED_ANSWER_HEADER } from '@yardsale/core/sent-once';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { mailsTo, useTestServer } from './support/accounts';
import { classifiedFields } from './support/classifieds';
import { createUser, json, saleBody, type TestUser } from './support/factories';
import { formData } from './support/images';
import { messagingWorld } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

const postSale = (seller: TestUser, key?: string) => seller.client.post('/api/listings', saleBody({ title: 'Porch sale' }), key ? keyed(key) : {});
const ownSales = async (seller: TestUser) => json<Listing[]>(await seller.client.get('/api/listings/user'));
const postItem = (seller: TestUser, key: string) =>
  seller.client.fetch('/api/classifieds', { method: 'POST', headers: keyed(key), body: formData(classifiedFields({ title: 'Maple dresser' }), []) });
const ownItems = async (seller: TestUser) => json<Classified[]>(await seller.client.get('/api/classifieds/user'));

describe('sent again with the same Idempotency-Key', () => {
  it('a sale is posted once: the retry answers the first one', async () => {
    const seller = await createUser(db(), context.server.url);
    const key = randomUUID();
    const firstAnswer = await postSale(seller, key);
    expect(firstAnswer.headers.get(REPEATED_ANSWER_HEADER)).toBeNull();
    const first = await json<Listing>(firstAnswer, 201);
    // The retry says it is one, so that an app whose seller changed the sale since can save the change.
    const againAnswer = await postSale(seller, key);
    expect(againAnswer.headers.get(REPEATED_ANSWER_HEADER)).toBe('true');
    const again = await json<Listing>(againAnswer, 201);
    expect(again).toEqual(first);
    expect((await ownSales(seller)).map((sale) => sale.id)).toEqual([first.id]);

    const other = await json<Listing>(await postSale(seller, randomUUID()), 201);
    await json<Listing>(await postSale(seller), 201);
    await json<Listing>(await postSale(seller), 201);
    expect(other.id).not.toBe(first.id);
    expect(await ownSales(seller)).toHaveLength(4);
  });

  it("is one person's key: someone else's post with the same key is their own", async () => {
    const [one, two] = [await createUser(db(), context.server.url), await createUser(db(), context.server.url)];
    const key = randomUUID();
    const mine = await json<Listing>(await postSale(one, key), 201);
    const theirs = await json<Listing>(await postSale(two, key), 201);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.userId).toBe(two.user.id);
  });

  it('sent twice at once, a sale is still posted once', async () => {
    const seller = await createUser(db(), context.server.url);
    const key = randomUUID();
    const answers = await Promise.all([postSale(seller, key), postSale(seller, key)]);
    const [a, b] = await Promise.all(answers.map((answer) => json<Listing>(answer, 201)));
    expect(a!.id).toBe(b!.id);
    expect(await ownSales(seller)).toHaveLength(1);
  });

  it('a classified is posted once', async () => {
    const seller = await createUser(db(), context.server.url);
    const key = randomUUID();
    const first = await json<Classified>(await postItem(seller, key), 201);
    const againAnswer = await postItem(seller, key);
    expect(againAnswer.headers.get(REPEATED_ANSWER_HEADER)).toBe('true');
    const again = await json<Classified>(againAnswer, 201);
    expect(again.id).toBe(first.id);
    expect((await ownItems(seller)).map((item) => item.id)).toEqual([first.id]);
  });

  it('a message is sent once, and its receiver hears of it once', async () => {
    const w = await messagingWorld(context.server, { lat: 46.8139, lng: -71.208 }); // Québec
    const key = randomUUID();
    const body = { listingId: w.classifiedId, content: 'Is the desk still for sale?' };
    const first = await json<Message>(await w.buyer.client.post('/api/messages', body, keyed(key)), 201);
    const again = await json<Message>(await w.buyer.client.post('/api/messages', body, keyed(key)), 201);
    expect(again).toEqual(first);
    const thread = await json<{ messages: Message[] }>(await w.seller.client.get(`/api/messages/${w.classifiedId}/${w.buyer.user.id}`));
    expect(thread.messages.map((message) => message.id)).toEqual([first.id]);
    expect((await mailsTo(context.server, w.seller.user.email)).filter((row) => row.mail.subject.startsWith('New message'))).toHaveLength(1);

    const next = await json<Message>(await w.buyer.client.post('/api/messages', { ...body, content: 'Still there?' }, keyed(randomUUID())), 201);
    expect(next.id).not.toBe(first.id);
  });

  it('a retry of a made sale is not counted against the hourly limit', async () => {
    const seller = await createUser(db(), context.server.url);
    const keys = Array.from({ length: ROUTE_RATE_LIMITS.listingCreate.limit }, () => randomUUID());
    for (const key of keys) await json<Listing>(await postSale(seller, key), 201);
    const last = keys.at(-1)!;
    await json<Listing>(await postSale(seller, last), 201);
    await json<Listing>(await postSale(seller, last), 201);
    expect((await postSale(seller, randomUUID())).status).toBe(429);
    expect(await ownSales(seller)).toHaveLength(keys.length);
  });

  it('is refused unless it is a UUID', async () => {
    const seller = await createUser(db(), context.server.url);
    const answer = await json<{ message: string }>(await postSale(seller, 'again'), 400);
    expect(answer.message).toBe('idempotency-key must be a valid UUID');
    expect(await ownSales(seller)).toEqual([]);
  });
});
