import type { InferType } from 'yup';
import type { supportContactSchema } from '@yardsale/core/schemas/auth';
import { supportRequests } from '@/db/schema';
import type { ServiceContext } from './context';
import { supportRequestMail } from './mail-templates';

export async function recordSupportRequest(ctx: ServiceContext, input: InferType<typeof supportContactSchema>, userId?: string): Promise<void> {
  await ctx.database.db.insert(supportRequests).values({ ...input, userId: userId ?? null });
  await ctx.sendMail({
    ...supportRequestMail({ supportEmail: ctx.config.supportEmail, fromEmail: input.email, fromName: input.name, subject: input.subject, message: input.message }),
    replyTo: input.email,
  });
}
