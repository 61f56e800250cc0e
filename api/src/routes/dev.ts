import type { FastifyInstance } from 'fastify';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { validate } from '@/lib/validate';
import { recentMailTo } from '@/services/mail';

/** Development-only: read the mail outbox over HTTP (browser tests follow links from it). */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mail', async (request) => {
    const { email } = await validate(emailOnlySchema, request.query);
    return recentMailTo(app.database, email);
  });
}
