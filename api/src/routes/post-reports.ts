// Reporting a yard sale or a classified from its sheet, without messaging its seller (decision 0056).
import type { FastifyInstance } from 'fastify';
import { postReportRecordAnswer } from '@yardsale/core/contract/message-answers';
import type { ListingType } from '@yardsale/core/constants';
import { postReportSchema } from '@yardsale/core/schemas/messaging';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { reportPost } from '@/services/post-reports';

const tags = ['safety'];
const POSTS: { path: string; type: ListingType; name: string }[] = [
  { path: '/listings/:id/report', type: 'listing', name: 'yard sale' },
  { path: '/classifieds/:id/report', type: 'classified', name: 'classified' },
];

export async function postReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  for (const { path, type, name } of POSTS) {
    app.post(path, {
      schema: {
        tags,
        summary: `Report a shown ${name} to the administrators: what is wrong with it, in words when 'other'; once per person while it waits for review. Blocks nobody`,
        security: SIGNED_IN,
        params: idParamsSchema,
        body: postReportSchema,
        response: { 201: postReportRecordAnswer, ...refusals(400, 401, 404, 409, 429) },
      },
      config: { rateLimit: 'blockOrReport' },
    }, async (request, reply) => {
      const report = await reportPost(app.services, (await requireUser(request)).id, type, request.params.id, request.body);
      reply.code(201);
      return report;
    });
  }
}
