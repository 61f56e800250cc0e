// POST /api/support/contact: validation, storage, the mail to support, and the .eml outbox.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { supportRequests } from '@/db/schema';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { expectAnswer, expectRateLimited, mailsTo, signUp, uniqueEmail, useTestServer, withServer } from './support/accounts';
import { apiClient } from './support/client';

const SUPPORT_EMAIL = 'help@yardsale.test';
const context = useTestServer({ env: { SUPPORT_EMAIL } });
const contact = (body: object, client = apiClient(context.server.url)) => client.post('/api/support/contact', body);
const storedFor = (email: string) => context.server.database.db.select().from(supportRequests).where(eq(supportRequests.email, email));

/** The newest mail to support whose subject mentions `subject`. */
async function supportMail(subject: string) {
  const found = (await mailsTo(context.server, SUPPORT_EMAIL)).find(({ mail }) => mail.subject.includes(subject));
  if (!found) throw new Error(`No support mail about ${subject}`);
  return found.mail;
}

describe('POST /api/support/contact', () => {
  it.each([
    [{ message: 'A long enough message.' }, 'subject', AUTH_MESSAGES.subjectRequired],
    [{ subject: '   ', message: 'A long enough message.' }, 'subject', AUTH_MESSAGES.subjectRequired],
    [{ subject: 'Help' }, 'message', AUTH_MESSAGES.messageRequired],
    [{ subject: 'Help', message: '   Too short   ' }, 'message', AUTH_MESSAGES.messageTooShort],
    [{ subject: 'Help', message: 'A long enough message.', email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ subject: 'Help', message: 'A long enough message.', email: 'nope' }, 'email', AUTH_MESSAGES.emailInvalid],
  ])('refuses %j', async (body, field, message) => {
    const email = 'email' in body ? body.email : uniqueEmail('asker');
    const answer = await expectAnswer(await contact({ email, ...body }), 400, message);
    expect(answer.errors).toMatchObject({ [field]: message });
    expect(await storedFor(email)).toEqual([]);
  });

  it('counts the message length after trimming: 10 characters is enough', async () => {
    const email = uniqueEmail('asker');
    expect((await contact({ subject: 'Ten', message: '   0123456789   ', email })).status).toBe(201);
    expect(await storedFor(email)).toMatchObject([{ message: '0123456789' }]);
  });

  it('stores the request and mails support, with replies going to the sender', async () => {
    const email = uniqueEmail('asker');
    const response = await contact({ subject: '  Map is blank  ', message: 'The map shows <script>alert(1)</script> nothing.', email, name: 'Sam' });
    await expectAnswer(response, 201, 'Message sent');
    expect(await storedFor(email)).toMatchObject([
      { userId: null, name: 'Sam', subject: 'Map is blank', message: 'The map shows <script>alert(1)</script> nothing.' },
    ]);
    const mail = await supportMail('Map is blank');
    expect(mail).toMatchObject({ to: SUPPORT_EMAIL, replyTo: email, subject: 'Support request: Map is blank' });
    expect(mail.text).toContain(`From: Sam <${email}>`);
    expect(mail.text).toContain('The map shows <script>alert(1)</script> nothing.');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('uses a signed-in user\'s own e-mail, whatever the body says', async () => {
    const { client, email, user } = await signUp(context.server);
    const response = await contact({ subject: 'Signed in', message: 'Please help me with my account.', email: 'someone-else@example.org' }, client);
    expect(response.status).toBe(201);
    expect(await storedFor(email)).toMatchObject([{ userId: user.id, subject: 'Signed in' }]);
    expect(await storedFor('someone-else@example.org')).toEqual([]);
    expect(await supportMail('Signed in')).toMatchObject({ replyTo: email });
  });

  it('needs no e-mail in the body from a signed-in user', async () => {
    const { client, email } = await signUp(context.server);
    expect((await contact({ subject: 'No address', message: 'My address comes from my account.' }, client)).status).toBe(201);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('allows 10 requests an hour per IP', async () => {
    const { limit, windowMs } = ROUTE_RATE_LIMITS.support;
    const body = { subject: 'Again', message: 'Asking once more, sorry.', email: uniqueEmail('asker') };
    for (let i = 0; i < limit; i++) expect((await contact(body)).status).toBe(201);
    await expectRateLimited(await contact(body), windowMs / 1000);
    expect(await storedFor(body.email)).toHaveLength(limit);
  });
});

describe('the mail outbox without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail-outbox, with no header smuggled in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-outbox-'));
    try {
      const email = uniqueEmail('eml');
      await withServer(context.server, { DATA_DIR: dataDir, SUPPORT_EMAIL }, async (other) => {
        const body = { subject: 'Outbox check\r\nBcc: victim@example.org', message: 'Written to a file, please.', email };
        expect((await contact(body, apiClient(other.url))).status).toBe(201);
      }); // closing waits for delivery to finish
      // Both servers share the database, so either one's delivery loop may have written the file.
      const folders = [dataDir, context.server.dataDir].map((dir) => path.join(dir, 'mail-outbox'));
      const findEml = () =>
        folders
          .filter((folder) => fs.existsSync(folder))
          .flatMap((folder) => fs.readdirSync(folder).filter((name) => name.endsWith('.eml')).map((name) => path.join(folder, name)))
          .map((file) => fs.readFileSync(file, 'utf8'))
          .find((text) => text.includes(email));
      await expect.poll(findEml).toBeDefined();
      const eml = findEml();
      const headers = eml?.split(/\r?\n\r?\n/)[0];
      expect(headers).toMatch(new RegExp(`^To: ${SUPPORT_EMAIL}$`, 'm'));
      expect(headers).toMatch(new RegExp(`^Reply-To: ${email}$`, 'm'));
      expect(headers).toMatch(/^Subject: Support request: Outbox check/m);
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(eml).toMatch(/Content-Type: text\/html/);
      const [row] = await mailsTo(context.server, SUPPORT_EMAIL);
      expect(row!.mail.replyTo).toBe(email);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
