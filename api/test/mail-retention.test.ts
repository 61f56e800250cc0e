// How long mail and texts are kept (decision 0081): a sent mail a week, one given up on a month, the
// development outbox's files and kept texts a week; an account's mail goes with the account.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@yardsale/core/durations';
import { mailOutbox, smsOutbox } from '@/db/schema';
import { runMaintenance } from '@/services/maintenance';
import { expectAnswer, mailsTo, PASSWORD, signUp, useTestServer } from './support/accounts';

const context = useTestServer();
const db = () => context.server.database.db;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const mailsToSupportFrom = (email: string) => db().select().from(mailOutbox).where(sql`${mailOutbox.mail}->>'replyTo' = ${email}`);
const mail = (to: string) => ({ to, subject: `To ${to}`, text: 'Hello', html: '<p>Hello</p>' });

async function outboxRow(to: string, fields: Partial<typeof mailOutbox.$inferInsert>) {
  const [row] = await db().insert(mailOutbox).values({ mail: mail(to), ...fields }).returning({ id: mailOutbox.id });
  return row!.id;
}

describe('the hourly clean-up', () => {
  it('forgets mail sent over a week ago and mail given up on over a month ago, and keeps the rest', async () => {
    const gone = [
      await outboxRow('old@example.org', { createdAt: daysAgo(9), sentAt: daysAgo(8), attempts: 1 }),
      await outboxRow('failed@example.org', { createdAt: daysAgo(31), attempts: 5, lastError: 'mailbox full' }),
    ];
    const kept = [
      await outboxRow('recent@example.org', { createdAt: daysAgo(6), sentAt: daysAgo(6), attempts: 1 }),
      await outboxRow('failing@example.org', { createdAt: daysAgo(29), attempts: 5, lastError: 'mailbox full' }),
      await outboxRow('waiting@example.org', { createdAt: daysAgo(40), attempts: 2 }), // still to be tried
    ];

    await runMaintenance(context.server.app.services);
    const left = await db().select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, [...gone, ...kept]));
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
  });

  it("forgets the development outbox's files and kept texts over a week old", async () => {
    const folder = path.join(context.server.app.services.config.dataDir, 'mail-outbox');
    await fs.mkdir(folder, { recursive: true });
    const oldFile = path.join(folder, 'old-mail.eml');
    const newFile = path.join(folder, 'new-mail.eml');
    for (const file of [oldFile, newFile]) await fs.writeFile(file, 'Subject: Hello\n\nHello');
    await fs.utimes(oldFile, daysAgo(8), daysAgo(8));
    await fs.utimes(newFile, daysAgo(6), daysAgo(6));
    const texts = await db()
      .insert(smsOutbox)
      .values([
        { to: '+13065550101', body: 'Old code', createdAt: daysAgo(8) },
        { to: '+13065550101', body: 'New code', createdAt: daysAgo(6) },
      ])
      .returning({ id: smsOutbox.id });

    await runMaintenance(context.server.app.services);
    await expect(fs.access(oldFile)).rejects.toThrow();
    await expect(fs.access(newFile)).resolves.toBeUndefined();
    const left = await db().select({ body: smsOutbox.body }).from(smsOutbox).where(inArray(smsOutbox.id, texts.map((text) => text.id)));
    expect(left).toEqual([{ body: 'New code' }]);
  });
});

describe('deleting an account', () => {
  it('forgets the mail to its address and the mail it wrote to support, sent or not, and no one else’s', async () => {
    const leaving = await signUp(context.server);
    const staying = await signUp(context.server);
    await outboxRow(leaving.email, { attempts: 0 }); // not sent yet: it never will be
    expect(await mailsTo(context.server, leaving.email)).toHaveLength(2); // with the sign-up's link
    await expectAnswer(await leaving.client.post('/api/support/contact', { email: leaving.email, subject: 'Leaving', message: 'Please keep nothing of mine.' }), 201);
    expect(await mailsToSupportFrom(leaving.email)).toHaveLength(1);

    await expectAnswer(await leaving.client.delete('/api/users/account', { password: PASSWORD }), 200);
    expect(await mailsTo(context.server, leaving.email)).toEqual([]);
    expect(await mailsToSupportFrom(leaving.email)).toEqual([]);
    expect(await mailsTo(context.server, staying.email)).toHaveLength(1);
  });
});
