import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { enforceRateLimit, tooManyRequests, type RateLimitRule } from '@/services/rate-limit';
import { ROUTE_RATE_LIMITS, type RouteRateLimit, type RouteRateLimitName } from '@/services/rate-limit-rules';
import { tooMany } from '@/services/errors';
import { clientNetwork } from '@/services/client-network';
import { KEYED, madeBefore } from '@/services/sent-once';

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets the in-memory windows (tests start each case afresh). */
    clearMemoryRateLimits(): void;
  }
  interface FastifyContextConfig {
    /** The limit of ROUTE_RATE_LIMITS this route counts against. */
    rateLimit?: RouteRateLimitName;
    /** What the route makes once per Idempotency-Key (decision 0084): a retry of a made one is not counted again. */
    sentOnce?: keyof typeof KEYED;
  }
}

/** Fixed windows in this process's memory: for hot reads, where a database write per request costs too much. */
function memoryCounter() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const underWay = new Map<string, number>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    hit(key: string, rule: RateLimitRule): void {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) windows.set(key, (window = { count: 0, resetAt: now + rule.windowMs }));
      window.count += 1;
      if (window.count > rule.limit) throw tooManyRequests((window.resetAt - now) / 1000);
    },
    /** Counts a request under way until `done` fires; refuses one past `most`. */
    enter(key: string, most: number, done: (release: () => void) => void): void {
      const now = (underWay.get(key) ?? 0) + 1;
      if (now > most) throw tooMany(REQUEST_MESSAGES.tooManyAtOnce, 1);
      underWay.set(key, now);
      done(() => {
        const left = (underWay.get(key) ?? 1) - 1;
        if (left > 0) underWay.set(key, left);
        else underWay.delete(key);
      });
    },
    clear: () => windows.clear(),
    stop: () => clearInterval(sweep),
  };
}

/** The key a request is counted under: its account, its network (client-network.ts), or the account when there is one. */
async function whoseRequest(request: FastifyRequest, per: RouteRateLimit['per']): Promise<string | undefined> {
  const network = `ip:${clientNetwork(request.ip)}`;
  if (per === 'ip') return network;
  const userId = (await request.currentUser())?.id;
  if (userId) return `user:${userId}`;
  return per === 'user-or-ip' ? network : undefined;
}

/** A retry of what the signed-in author already made with its Idempotency-Key: answered, not made, so not counted. */
async function isRetryOfMade(app: FastifyInstance, request: FastifyRequest, who: string): Promise<boolean> {
  const kind = request.routeOptions.config.sentOnce;
  const clientKey = request.headers['idempotency-key'];
  if (!kind || typeof clientKey !== 'string' || !who.startsWith('user:')) return false;
  return Boolean(await madeBefore(app.database.db, KEYED[kind], who.slice('user:'.length), clientKey));
}

/** One hook applies each route's named limit: before validation for attempts, after it for accepted requests. */
export function registerRateLimits(app: FastifyInstance): void {
  const memory = memoryCounter();
  app.addHook('onClose', async () => memory.stop());
  app.decorate('clearMemoryRateLimits', () => memory.clear());

  async function count(request: FastifyRequest, name: RouteRateLimitName, rule: RouteRateLimit): Promise<void> {
    const who = await whoseRequest(request, rule.per);
    if (!who) return; // a user-counted route answers 401 to guests anyway
    if (rule.counts === 'accepted' && (await isRetryOfMade(app, request, who))) return;
    const key = `${name}:${who}`;
    if (rule.store === 'database') return enforceRateLimit(app.database, key, rule);
    memory.hit(key, rule);
  }

  /** Takes one of the client's slots for requests under way, before its body is read (an upload's photos, too). */
  async function hold(request: FastifyRequest, reply: FastifyReply, name: RouteRateLimitName, rule: RouteRateLimit, most: number): Promise<void> {
    const who = await whoseRequest(request, rule.per);
    if (!who) return;
    // 'close' fires once the answer is sent or the client went away, so a slot is never leaked.
    memory.enter(`${name}:${who}`, most, (release) => reply.raw.once('close', release));
  }

  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const rule: RouteRateLimit = ROUTE_RATE_LIMITS[name];
    const hook = async (request: FastifyRequest) => count(request, name, rule);
    const phase = rule.counts === 'attempt' ? 'preValidation' : 'preHandler';
    route[phase] = [hook, ...[route[phase] ?? []].flat()];
    const most = rule.concurrent;
    if (most) route.preValidation = [async (request, reply) => hold(request, reply, name, rule, most), ...[route.preValidation ?? []].flat()];
  });
}
