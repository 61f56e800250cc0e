import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '@yardsale/core/api-types';
import { supportContactSchema } from '@yardsale/core/schemas/auth';
import { validate } from '@/lib/validate';
import { AUTH_LIMITS } from '@/services/login-limits';
import { enforceRateLimit } from '@/services/rate-limit';
import { recordSupportRequest } from '@/services/support';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.post('/support/contact', async (request, reply): Promise<MessageResponse> => {
    await enforceRateLimit(app.database, `support-ip:${request.ip}`, AUTH_LIMITS.supportPerIp);
    const user = await request.currentUser();
    // A signed-in user's own address is used, whatever the body says.
    const input = await validate(supportContactSchema, { ...(request.body as object), ...(user ? { email: user.email } : {}) });
    await recordSupportRequest(app, input, user?.id);
    reply.code(201);
    return { message: 'Message sent' };
  });
}
