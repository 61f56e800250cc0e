import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { DAY_MS } from '@yardsale/core/durations';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '@/config';
import type { Database, Db } from '@/db/client';
import { mailOutbox, type OutboxMail } from '@/db/schema';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 10;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface MailDelivery {
  deliver(mail: OutboxMail, id: string): Promise<void>;
}

const outboxFolder = (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'mail-outbox');

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/mail-outbox. */
export function createMailDelivery(config: AppConfig): MailDelivery {
  if (config.smtpUrl) {
    // Delivery runs inside the claiming transaction (which holds PGlite's only connection), so a
    // stalled SMTP server must fail in seconds, not after nodemailer's default 2 and 10 minutes.
    const transport: Transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return { deliver: async (mail) => void (await transport.sendMail({ from: config.mailFrom, ...mail })) };
  }
  const folder = outboxFolder(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail, id) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(folder, `${stamp}-${id}.eml`), info.message as Buffer);
    },
  };
}

/**
 * Sends what waits in the outbox. Rows are claimed with SKIP LOCKED so several API processes can
 * run this at once without sending a mail twice; a failure is retried on later runs, up to 5 times.
 */
export async function deliverPendingMail(database: Database, delivery: MailDelivery): Promise<number> {
  return database.db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of pending) {
      try {
        await delivery.deliver(row.mail, row.id);
        await tx.update(mailOutbox).set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return sent;
  });
}

/** Queues a mail, in the caller's transaction when given one; the caller's answer does not wait for delivery. */
export async function queueMail(db: Db, mail: OutboxMail): Promise<void> {
  await db.insert(mailOutbox).values({ mail });
}

/** The newest mails to one address, for developers and browser tests (development only). */
export async function recentMailTo(database: Database, to: string, limit = 10) {
  return database.db
    .select({ id: mailOutbox.id, mail: mailOutbox.mail, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.mail}->>'to') = lower(${to})`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * How long a mail is kept once sent (decision 0081): long enough to look into a complaint that one
 * never came, no longer, as it holds links, addresses and what people were told.
 */
export const SENT_MAIL_KEPT_MS = 7 * DAY_MS;
/** How long after it was queued a mail given up on is kept, with its last error, for whoever looks after the mail server. */
export const FAILED_MAIL_KEPT_MS = 30 * DAY_MS;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Forgets the mails sent over a week ago and those given up on that were queued over a month ago
 * (decision 0081); in development, the outbox folder's files of mails sent over a week ago too.
 */
export async function purgeOldMail(database: Database, config: Pick<AppConfig, 'dataDir' | 'smtpUrl'>, now: Date = new Date()): Promise<void> {
  const given = and(isNull(mailOutbox.sentAt), gte(mailOutbox.attempts, MAX_ATTEMPTS), lt(mailOutbox.createdAt, before(now, FAILED_MAIL_KEPT_MS)));
  await database.db.delete(mailOutbox).where(or(lt(mailOutbox.sentAt, before(now, SENT_MAIL_KEPT_MS)), given));
  if (!config.smtpUrl) await removeFilesOlderThan(outboxFolder(config), before(now, SENT_MAIL_KEPT_MS));
}

async function removeFilesOlderThan(folder: string, cutoff: Date): Promise<void> {
  const names = await fs.readdir(folder).catch(() => []); // no folder before the first mail
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(folder, name);
    const written = await fs.stat(file).catch(() => undefined); // gone already: another process's clean-up
    if (written && written.mtime < cutoff) await fs.rm(file, { force: true });
  }
}

/**
 * Forgets every mail to an address, sent or not, and every mail written for it to support (its
 * `replyTo`: a support message, a data deletion request): its data is deleted (decision 0081).
 */
export async function forgetMailOf(db: Db, email: string): Promise<void> {
  const address = email.toLowerCase();
  await db.delete(mailOutbox).where(or(sql`lower(${mailOutbox.mail}->>'to') = ${address}`, sql`lower(${mailOutbox.mail}->>'replyTo') = ${address}`));
}
