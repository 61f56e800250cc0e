// GET /api/events: the signed-in user's live events as Server-Sent Events (new messages and the
// unread count), so every open tab updates within a second; the web polls when the stream drops.
import type { FastifyInstance } from 'fastify';
import { string } from 'yup';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { refusals, SIGNED_IN } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { tooMany } from '@/services/errors';
import type { UserEvent } from '@/services/events/bus';
import { unreadTotal } from '@/services/messages/inbox';
import { findSessionUser, SESSION_COOKIE } from '@/services/sessions';

/** Comments keep proxies and the server's idle timeout (60 s) from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 2000;
const RETRY_SPREAD_MS = 3000;
/** Tabs and devices of one person; more is a script holding connections. */
const MAX_STREAMS_PER_USER = 10;

const frame = (event: UserEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const openPerUser = new Map<string, number>();

  app.get('/events', {
    schema: {
      tags: ['messages'],
      summary: 'Live events of the signed-in user (text/event-stream): `message` {message, unreadCount} and `unread` {unreadCount}',
      security: SIGNED_IN,
      response: { 200: string().meta({ description: 'A stream of Server-Sent Events', mediaType: 'text/event-stream' }), ...refusals(401, 429) },
    },
  }, async (request, reply) => {
    const user = await requireUser(request);
    const open = openPerUser.get(user.id) ?? 0;
    if (open >= MAX_STREAMS_PER_USER) throw tooMany(REQUEST_MESSAGES.tooManyStreams, 30);
    // Counted before anything is awaited: streams asked for at once all see each other.
    openPerUser.set(user.id, open + 1);
    const release = () => {
      const left = (openPerUser.get(user.id) ?? 1) - 1;
      if (left > 0) openPerUser.set(user.id, left);
      else openPerUser.delete(user.id);
    };
    try {
      await app.presence.opened(user.id);
    } catch (error) {
      release();
      throw error;
    }
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    // Every write waits for a fresh look at the session, in order: one ended since the stream opened
    // (signed out, a new password, a suspension, expiry) closes it rather than carrying on, with the
    // messages, for whoever holds the cookie, and rather than keep the owner "present" (no mail, no push).
    const token = request.cookies[SESSION_COOKIE];
    let writes = Promise.resolve();
    const write = (text: string) => {
      writes = writes
        .then(async () => {
          if (stream.destroyed || stream.writableEnded) return;
          if ((await findSessionUser(app.database.db, token))?.id === user.id) stream.write(text);
          else finish();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'event stream check failed');
          finish();
        });
    };
    // Null: events may have been missed (the process lost its LISTEN connection); ended, the page
    // polls and its EventSource reconnects.
    const unsubscribe = app.events.subscribe(user.id, (event) => (event ? write(frame(event)) : finish()));
    app.eventStreams.add(stream);
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
    /** Ends the response; the rest of the clean-up runs when the client's connection closes. */
    const finish = () => {
      clearInterval(heartbeat);
      if (!stream.writableEnded) stream.end();
    };
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      app.eventStreams.delete(stream);
      void app.presence.closed(user.id).catch((error: unknown) => app.log.error({ err: error }, 'presence update failed'));
      release();
    };
    // The client may already have gone while presence was being recorded.
    if (stream.destroyed) return end();
    stream.once('close', end);
    // Reconnect after 2 to 5 s: streams ended together (a lost LISTEN connection) come back spread out.
    stream.write(`retry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n${frame({ type: 'unread', unreadCount: await unreadTotal(app.database.db, user.id) })}`);
  });
}
