// Sending a text (decision 0077): through a Twilio-compatible HTTP API when SMS_TWILIO_* is set;
// otherwise, outside production, kept in the sms_outbox table, unsent, where development and the
// tests read it (GET /api/dev/sms), as mail is kept in files without SMTP_URL. A production server
// without a provider offers no texts at all.
import { desc, eq, lt } from 'drizzle-orm';
import type { AppConfig, SmsConfig } from '@/config';
import type { Database } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { SENT_MAIL_KEPT_MS } from '@/services/mail';

/** 'opted-out': the number replied STOP to our sender, so the carrier refuses our texts to it. */
export type SmsOutcome = 'sent' | 'opted-out';

export interface SmsSender {
  /** Texts `body` to `to` (E.164); throws when the provider refuses or cannot be reached. */
  send(to: string, body: string): Promise<SmsOutcome>;
}

const PROVIDER_TIMEOUT_MS = 10_000;
/** Twilio's error for a recipient who replied STOP. */
const UNSUBSCRIBED_RECIPIENT = 21610;

function providerSender(sms: SmsConfig): SmsSender {
  const url = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  // A messaging service (MG…) picks its own number; otherwise From is ours.
  const sender: Record<string, string> = sms.from.startsWith('MG') ? { MessagingServiceSid: sms.from } : { From: sms.from };
  return {
    async send(to, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, Body: body, ...sender }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (response.ok) return 'sent';
      const refusal = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      if (refusal.code === UNSUBSCRIBED_RECIPIENT) return 'opted-out';
      throw new Error(`The SMS provider answered ${response.status}: ${refusal.message ?? 'no reason given'}`);
    },
  };
}

function keptSender(database: Database): SmsSender {
  return {
    async send(to, body) {
      await database.db.insert(smsOutbox).values({ to, body });
      return 'sent';
    },
  };
}

/** The provider's sender; without one, outside production, the kept one; in production, none. */
export function createSmsSender(config: Pick<AppConfig, 'sms' | 'production'>, database: Database): SmsSender | undefined {
  if (config.sms) return providerSender(config.sms);
  return config.production ? undefined : keptSender(database);
}

/** The newest texts kept for a number (development only). */
export async function recentTextsTo(database: Database, to: string) {
  return database.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.createdAt)).limit(20);
}

/** Forgets the kept texts over a week old, as sent mail is forgotten (decision 0081). */
export async function purgeKeptTexts(database: Database, now: Date = new Date()): Promise<void> {
  await database.db.delete(smsOutbox).where(lt(smsOutbox.createdAt, new Date(now.getTime() - SENT_MAIL_KEPT_MS)));
}
