// A client of GET /api/events: reads the Server-Sent Events frames as they arrive.
import type { UserEvent } from '@/services/events/bus';
import type { ApiClient } from './client';

export interface EventStream {
  status: number;
  /** The next event of `type` (earlier ones of other types are skipped); fails after `withinMs`. */
  next<T extends UserEvent['type']>(type: T, withinMs?: number): Promise<Extract<UserEvent, { type: T }>>;
  close(): void;
}

export async function openEventStream(client: ApiClient): Promise<EventStream> {
  const abort = new AbortController();
  const response = await client.fetch('/api/events', { signal: abort.signal, headers: { Accept: 'text/event-stream' } });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queued: UserEvent[] = [];
  async function nextEvent(): Promise<UserEvent> {
    for (;;) {
      if (queued.length > 0) return queued.shift()!;
      const { value, done } = await reader.read();
      if (done) throw new Error('The event stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) queued.push(JSON.parse(data.slice(6)) as UserEvent);
      }
    }
  }
  return {
    status: response.status,
    async next(type, withinMs = 5000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`No '${type}' event within ${withinMs} ms`)), withinMs)));
      const wanted = (async () => {
        for (;;) {
          const event = await nextEvent();
          if (event.type === type) return event as Extract<UserEvent, { type: typeof type }>;
        }
      })();
      try {
        return await Promise.race([wanted, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => abort.abort(),
  };
}
