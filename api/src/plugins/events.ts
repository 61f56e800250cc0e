import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { EVENT_PRESENCE } from '@yardsale/core/messaging';
import { openEventBus, type EventBus } from '@/services/events/bus';
import { processPresence, type ProcessPresence } from '@/services/events/presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to users' open streams (GET /api/events), across processes on PostgreSQL. */
    events: EventBus;
    /** Open event streams of this process, ended when it closes so that shutdown does not wait on them. */
    eventStreams: Set<ServerResponse>;
    /** This process's record of who has a stream open here (away users are e-mailed instead). */
    presence: ProcessPresence;
  }
}

export async function registerEvents(app: FastifyInstance): Promise<void> {
  const bus = await openEventBus(app.database, (error) => app.log.error({ err: error }, 'event listener connection lost'));
  app.decorate('events', bus);
  app.decorate('eventStreams', new Set<ServerResponse>());
  const presence = processPresence(app.database.db, randomUUID());
  app.decorate('presence', presence);
  const refresh = setInterval(() => void presence.refresh().catch((error: unknown) => app.log.error({ err: error }, 'presence refresh failed')), EVENT_PRESENCE.refreshMs);
  refresh.unref();
  app.addHook('preClose', async () => {
    clearInterval(refresh);
    for (const stream of app.eventStreams) stream.end();
  });
  app.addHook('onClose', async () => {
    await presence.forget();
    await bus.close();
  });
}
