import type { FastifyInstance } from 'fastify';
import { runMaintenance } from '@/services/maintenance';

const INTERVAL_MS = 60 * 60 * 1000;

/** Hourly clean-up of records that only matter until they expire, and of photos never attached; safe in every process. */
export function registerMaintenance(app: FastifyInstance): void {
  const run = () => runMaintenance(app.services).catch((error: unknown) => app.log.error({ err: error }, 'maintenance failed'));
  const timer = setInterval(() => void run(), INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
