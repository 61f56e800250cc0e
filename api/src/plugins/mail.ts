import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import type { OutboxMail } from '@/db/schema';
import { createMailDelivery, deliverPendingMail, queueMail } from '@/services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a mail and starts delivery without making the request wait for it. */
    sendMail(mail: OutboxMail, tx?: Db): Promise<void>;
  }
}

const RETRY_INTERVAL_MS = 30_000;

export async function registerMail(app: FastifyInstance): Promise<void> {
  const delivery = createMailDelivery(app.config);
  let running: Promise<unknown> = Promise.resolve();
  const deliver = () => {
    running = running
      .then(() => deliverPendingMail(app.database, delivery))
      .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'));
    return running;
  };
  app.decorate('sendMail', async (mail: OutboxMail, tx?: Db) => {
    await queueMail(tx ?? app.database.db, mail);
    // Queued in a transaction, it is not there to deliver until that commits: the timer sends it.
    if (!tx) void deliver();
  });
  // Mail that failed, or was queued by a process that stopped, is retried on a timer.
  const timer = setInterval(() => void deliver(), RETRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
