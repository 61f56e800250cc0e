import type { FastifyInstance } from 'fastify';
import { HOUR_MS } from '@yardsale/core/durations';
import { NEWS_INTERVAL_MS, runMaintenance, runNewsJobs } from '@/services/maintenance';
import type { ServiceContext } from '@/services/context';

/** Runs `jobs` every `intervalMs` in this process until the server closes; a failure is logged, not thrown. */
function every(app: FastifyInstance, intervalMs: number, jobs: (ctx: ServiceContext) => Promise<void>, name: string): void {
  const run = () => jobs(app.services).catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The hourly clean-up and e-mails, and the news due within minutes (sold items, favorite sales
 * changed: decision 0079); safe in every process.
 */
export function registerMaintenance(app: FastifyInstance): void {
  every(app, HOUR_MS, runMaintenance, 'maintenance');
  every(app, NEWS_INTERVAL_MS, runNewsJobs, 'news');
}
