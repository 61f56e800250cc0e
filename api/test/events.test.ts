// GET /api/events: new messages and unread counts reach every open stream of the receiver (and the
// sender's other tabs) as they happen; on PostgreSQL through LISTEN/NOTIFY, also from another process.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassifiedsPage, Message } from '@yardsale/core/api-types';
import { MAP } from '@yardsale/core/constants';
import { DEMO_BUYER, DEMO_SELLER } from '@/demo/seed';
import { signIn, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { testEngine } from './support/engine';
import { openEventStream, type EventStream } from './support/event-stream';
import { json } from './support/factories';
import { messagingWorld, send } from './support/messages';
import { freshServerData, spawnServer, type ServerData, type ServerProcess } from './support/processes';

const context = useTestServer();
const spot = { lat: 49.2827, lng: -123.1207 }; // Vancouver
const streams: EventStream[] = [];
const open = async (...args: Parameters<typeof openEventStream>) => {
  const stream = await openEventStream(...args);
  streams.push(stream);
  return stream;
};
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

describe('the event stream', () => {
  it('refuses guests', async () => {
    expect((await apiClient(context.server.url).get('/api/events')).status).toBe(401);
  });

  it('starts with the unread count, then brings each new message to every tab of the receiver and the sender', async () => {
    const w = await messagingWorld(context.server, spot);
    const [sellerPhone, sellerLaptop, buyerOtherTab] = await Promise.all([open(w.seller.client), open(w.seller.client), open(w.buyer.client)]);
    expect(sellerPhone.status).toBe(200);
    expect(await sellerPhone.next('unread')).toEqual({ type: 'unread', unreadCount: 0 });

    const sent = await send(w.buyer, { listingId: w.classifiedId, content: 'Can I see it tonight?' });
    for (const tab of [sellerPhone, sellerLaptop]) expect(await tab.next('message')).toEqual({ type: 'message', message: sent, unreadCount: 1 });
    expect(await buyerOtherTab.next('message')).toMatchObject({ message: { id: sent.id }, unreadCount: 0 });

    // Reading it elsewhere clears the badge on every tab.
    await w.seller.client.get(`/api/messages/${w.classifiedId}/${w.buyer.user.id}`);
    expect(await sellerLaptop.next('unread')).toEqual({ type: 'unread', unreadCount: 0 });
  });

  it('ends, without the message, once its session has ended elsewhere: a stolen cookie stops hearing anything', async () => {
    const w = await messagingWorld(context.server, spot);
    const stream = await open(w.seller.client);
    await stream.next('unread');
    expect((await w.seller.client.post('/api/logout')).status).toBe(200);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Still there?' });
    await expect(stream.next('message')).rejects.toThrow('The event stream ended');
  });

  it('holds at most ten streams per person, even asked for all at once', async () => {
    const w = await messagingWorld(context.server, spot);
    const asked = await Promise.all(Array.from({ length: 14 }, () => open(w.seller.client)));
    expect(asked.filter((stream) => stream.status === 200)).toHaveLength(10);
    expect(asked.filter((stream) => stream.status === 429)).toHaveLength(4);
    // A closed tab makes room for another.
    const held = asked.find((stream) => stream.status === 200)!;
    await held.next('unread');
    held.close();
    await expect.poll(async () => (await open(w.seller.client)).status).toBe(200);
  });
});

describe.runIf(testEngine() === 'postgres')('two API processes on one PostgreSQL', () => {
  let data: ServerData | undefined;
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await data?.remove();
  });

  it('delivers a message posted to one process to a stream held by the other', { timeout: 90_000 }, async () => {
    data = await freshServerData('events');
    const urls: string[] = [];
    for (const label of ['a', 'b']) {
      const server = spawnServer({ DATA_DIR: `${data.dataDir}/${label}`, DATABASE_URL: data.databaseUrl });
      servers.push(server);
      urls.push((await server.waitFor(/ready at (http:\/\/127\.0\.0\.1:\d+)/))[1]!);
    }
    const seller = await signIn({ url: urls[0]! }, DEMO_SELLER.email, DEMO_SELLER.password);
    const buyer = await signIn({ url: urls[1]! }, DEMO_BUYER.email, DEMO_BUYER.password);
    const stream = await open(seller);
    await stream.next('unread');
    const [classified] = (await json<ClassifiedsPage>(await buyer.get(`/api/classifieds?near=${MAP.defaultCenter.lat},${MAP.defaultCenter.lng}`))).classifieds;
    const sent = await json<Message>(await buyer.post('/api/messages', { listingId: classified!.id, content: 'Hello from the other process' }), 201);
    expect(await stream.next('message')).toMatchObject({ message: { id: sent.id, content: 'Hello from the other process' }, unreadCount: 1 });

    // The server ends every connection (a restart, a failover): both processes stay up, end their
    // streams (events may be missed until they listen again), listen again once each, and deliver once.
    const admin = new pg.Client({ connectionString: data.databaseUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await expect(stream.next('message')).rejects.toThrow('The event stream ended');
    const listening = async () => (await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'")).rows[0]!.n;
    await expect.poll(listening, { timeout: 10_000 }).toBe(2);
    await admin.end();
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null]);
    // A stream opened the moment before a process listened again is ended too (it missed what came
    // meanwhile): the one that hears the next message hears it once, not once per lost connection.
    let heard: EventStream | undefined;
    await expect
      .poll(
        async () => {
          const again = await open(seller);
          await again.next('unread');
          const next = await json<Message>(await buyer.post('/api/messages', { listingId: classified!.id, content: `Still there? ${Date.now()}` }), 201);
          const event = await again.next('message', 3000).catch(() => undefined);
          if (event?.message.id === next.id) heard = again;
          return heard !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await expect(heard!.next('message', 1500)).rejects.toThrow(/No 'message' event/);
  });
});
