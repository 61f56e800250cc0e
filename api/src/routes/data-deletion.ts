import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '@yardsale/core/api-types';
import { dataDeletionSchema } from '@yardsale/core/schemas/data-deletion';
import { validate } from '@/lib/validate';
import {
  DATA_DELETION_RATE_LIMIT,
  DATA_DELETION_SUBMITTED_MESSAGE,
  submitDataDeletionRequest,
} from '@/services/data-deletion';
import { enforceRateLimit } from '@/services/rate-limit';

export async function dataDeletionRoutes(app: FastifyInstance): Promise<void> {
  app.post('/data-deletion', async (request, reply): Promise<MessageResponse> => {
    // Counted before validation, so malformed attempts cannot be used to probe without limit.
    await enforceRateLimit(app.database, `data-deletion:${request.ip}`, DATA_DELETION_RATE_LIMIT);
    const input = await validate(dataDeletionSchema, request.body);
    await submitDataDeletionRequest(app.database, input);
    reply.code(201);
    return { message: DATA_DELETION_SUBMITTED_MESSAGE };
  });
}
