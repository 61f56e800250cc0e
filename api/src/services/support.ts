import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';
import type { supportContactSchema } from '@yardsale/core/schemas/auth';
import { supportRequests } from '@/db/schema';
import { supportRequestMail } from './mail-templates';

export async function recordSupportRequest(app: FastifyInstance, input: InferType<typeof supportContactSchema>, userId?: string): Promise<void> {
  await app.database.db.insert(supportRequests).values({ ...input, userId: userId ?? null });
  await app.sendMail({
    ...supportRequestMail({ supportEmail: app.config.supportEmail, fromEmail: input.email, fromName: input.name, subject: input.subject, message: input.message }),
    replyTo: input.email,
  });
}
