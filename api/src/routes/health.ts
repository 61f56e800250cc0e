import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@yardsale/core/api-types';
import { checkDatabase } from '@/services/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (): Promise<HealthResponse> => {
    await checkDatabase(app.database);
    return { status: 'ok', db: app.database.kind };
  });
}
