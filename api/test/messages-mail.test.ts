// E-mail about new messages: only to a receiver with no screen open and e-mail notifications on, at
// most one per conversation per 15 minutes (fixed clock), with links to the conversation and to a
// page that turns the e-mails off.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_MAIL } from '@yardsale/core/messaging';
import { users } from '@/db/schema';
import { MESSAGE_TEXTS } from '@/services/message-texts';
import { sendMessage } from '@/services/messages/send';
import { mailsTo, useTestServer } from './support/accounts';
import { apiClient } from './support/client';
import { openEventStream, type EventStream } from './support/event-stream';
import { messagingWorld, send, type MessagingWorld } from './support/messages';

const context = useTestServer();
const db = () => context.server.database.db;
const spot = { lat: 44.2312, lng: -76.486 }; // Kingston
const streams: EventStream[] = [];
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

const mailOf = async (w: MessagingWorld) => (await mailsTo(context.server, w.seller.user.email)).map((row) => row.mail);
const unsubscribeLink = (text: string) => new URL(/(http\S+\/api\/notifications\/unsubscribe\?token=\S+)/.exec(text)![1]!);

describe('e-mail about a new message', () => {
  it('goes to an away seller once per conversation in 15 minutes, with the message and its links', async () => {
    const w = await messagingWorld(context.server, spot);
    await send(w.buyer, { listingId: w.classifiedId, content: 'Is the desk still available?' });
    await send(w.buyer, { listingId: w.classifiedId, content: 'I could pick it up today.' });
    const mails = await mailOf(w);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New message about "Oak desk"');
    expect(mails[0]!.text).toContain('Is the desk still available?');
    expect(mails[0]!.text).toContain(`/messages?listing=${w.classifiedId}&with=${w.buyer.user.id}`);
    expect(mails[0]!.text).not.toContain(w.buyer.user.email);

    const later = new Date(Date.now() + MESSAGE_MAIL.perConversationMs + 60_000);
    await sendMessage(context.server.app.services, w.buyer.user, { listingId: w.classifiedId, content: 'Still there?' }, { now: later });
    expect(await mailOf(w)).toHaveLength(2);
  });

  it('is written in the seller’s language, with its unsubscribe link', async () => {
    const w = await messagingWorld(context.server, spot);
    const [seller] = await db().select({ preferences: users.preferences }).from(users).where(eq(users.id, w.seller.user.id));
    await db().update(users).set({ preferences: { ...seller!.preferences, language: 'fr' } }).where(eq(users.id, w.seller.user.id));
    await send(w.buyer, { listingId: w.classifiedId, content: 'Le bureau est-il disponible ?' });
    const [mail] = await mailOf(w);
    expect(mail!.subject).toBe('Nouveau message à propos de « Oak desk »');
    expect(mail!.text).toContain('Voisin vous a écrit à propos de « Oak desk » :');
    expect(mail!.text).toContain('Ouvrir la conversation: ');
    expect(mail!.html).toContain('<html lang="fr">');
    const link = unsubscribeLink(mail!.text);
    expect(link.pathname).toBe('/api/notifications/unsubscribe');
    // Its page speaks French too, whatever the browser that opens it.
    const page = await (await apiClient(context.server.url).get(`${link.pathname}${link.search}`, { 'Accept-Language': 'en-US' })).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(`<h1 style="font-size:22px">${MESSAGE_TEXTS.fr.unsubscribePage.askTitle}</h1>`);
    expect(page).toContain(`>${MESSAGE_TEXTS.fr.unsubscribePage.stop}</button>`);
  });

  it('is not sent while the seller has the app open, nor when e-mail notifications are off', async () => {
    const w = await messagingWorld(context.server, spot);
    const stream = await openEventStream(w.seller.client);
    streams.push(stream);
    await stream.next('unread');
    await send(w.buyer, { listingId: w.classifiedId, content: 'Hello while you are here' });
    expect(await mailOf(w)).toEqual([]);

    stream.close();
    await db().update(users).set({ notificationSettings: { email: false, push: false, sms: false } }).where(eq(users.id, w.seller.user.id));
    await send(w.buyer, { listingId: w.saleId, content: 'And about the sale?' });
    expect(await mailOf(w)).toEqual([]);
  });

  it('carries a link to a page that asks, then turns the e-mails off', async () => {
    const w = await messagingWorld(context.server, spot);
    await send(w.buyer, { listingId: w.saleId, content: 'What time do you open?' });
    const link = unsubscribeLink((await mailOf(w))[0]!.text);
    const guest = apiClient(context.server.url);

    const asked = await guest.get(`${link.pathname}${link.search}`);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Stop e-mail notifications?');
    const [before] = await db().select().from(users).where(eq(users.id, w.seller.user.id));
    expect(before!.notificationSettings.email).toBe(true); // opening the link changes nothing

    const body = new URLSearchParams({ token: link.searchParams.get('token')! });
    const done = await guest.fetch('/api/notifications/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('E-mails stopped');
    const [after] = await db().select().from(users).where(eq(users.id, w.seller.user.id));
    expect(after!.notificationSettings).toMatchObject({ email: false });

    const broken = await guest.get('/api/notifications/unsubscribe?token=nope');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('This link does not work');
    // Damaged by a mail client: cut long, doubled, its choice changed. The same page, not the API's JSON.
    for (const query of [`token=${'x'.repeat(200)}`, 'token=a&token=b', 'token=nope&what=everything']) {
      const damaged = await guest.get(`/api/notifications/unsubscribe?${query}`);
      expect(damaged.status).toBe(400);
      expect(damaged.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await damaged.text()).toContain('This link does not work');
    }
    const damagedForm = await guest.fetch('/api/notifications/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'token=nope&what=everything' });
    expect(damagedForm.status).toBe(400);
    expect(await damagedForm.text()).toContain('This link does not work');
  });

  it("answers a broken link in the browser's language, naming no account", async () => {
    const broken = await apiClient(context.server.url).get('/api/notifications/unsubscribe?token=nope', { 'Accept-Language': 'de;q=0.5, pt-BR, ja-JP;q=0.9, en;q=0.8' });
    expect(broken.status).toBe(400);
    const page = await broken.text();
    expect(page).toContain('<html lang="ja">');
    expect(page).toContain(MESSAGE_TEXTS.ja.unsubscribePage.invalidTitle);
  });
});
