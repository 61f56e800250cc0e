import type { AppConfig } from '@/config';
import type { Database, Db } from '@/db/client';
import type { OutboxMail } from '@/db/schema';
import type { EventBus } from './events/bus';
import type { PushSender } from './push/sender';
import type { SmsSender } from './sms/sender';
import type { UploadStore } from './uploads';

/** Everything a service may use besides its input: the same shape from a route, a job, the seed or a CLI. */
export interface ServiceContext {
  database: Database;
  uploads: UploadStore;
  config: AppConfig;
  /**
   * Queues a mail; delivery happens in the background. Given a transaction, the mail is queued in it
   * (so it is queued only if the rest commits) and sent by the next delivery run, within 30 seconds.
   */
  sendMail(mail: OutboxMail, tx?: Db): Promise<void>;
  /** Live events to users' open screens. */
  events: EventBus;
  /** Web Push notifications to users' subscribed browsers. */
  push: PushSender;
  /** Text messages to proven mobile numbers (decision 0077); none in production without a provider. */
  sms: SmsSender | undefined;
}
