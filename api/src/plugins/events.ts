import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { openEventBus, type EventBus } from '@/services/events/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to users' open streams (GET /api/events), across processes on PostgreSQL. */
    events: EventBus;
    /** Open event streams of this process, ended when it closes so that shutdown does not wait on them. */
    eventStreams: Set<ServerResponse>;
  }
}

export async function registerEvents(app: FastifyInstance): Promise<void> {
  const bus = await openEventBus(app.database, (error) => app.log.error({ err: error }, 'event listener connection lost'));
  app.decorate('events', bus);
  app.decorate('eventStreams', new Set<ServerResponse>());
  app.addHook('preClose', async () => {
    for (const stream of app.eventStreams) stream.end();
  });
  app.addHook('onClose', async () => bus.close());
}
