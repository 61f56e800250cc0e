import type { FastifyInstance } from 'fastify';
import { requireUser } from '@/plugins/current-user';
import { toCurrentUser } from '@/services/users';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get('/auth/user', async (request) => toCurrentUser(await requireUser(request)));
}
