// Counting a post's views (decision 0059): the sale and classified sheets say when one is opened.
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '@yardsale/core/contract/answers';
import type { ListingType } from '@yardsale/core/constants';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { ANSWER_MESSAGES } from '@yardsale/core/schemas/answer-messages';
import { refusals, type YupTypeProvider } from '@/plugins/contract';
import { countView } from '@/services/post-views';

const POSTS: { path: string; type: ListingType; name: string; tag: string }[] = [
  { path: '/listings/:id/view', type: 'listing', name: 'yard sale', tag: 'listings' },
  { path: '/classifieds/:id/view', type: 'classified', name: 'classified', tag: 'classifieds' },
];

export async function postViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  for (const { path, type, name, tag } of POSTS) {
    app.post(path, {
      schema: {
        tags: [tag],
        summary: `Count a view of a shown ${name}: its sheet was opened. Once per viewer (account, or a guest's network) and day; its seller's own views count nothing`,
        params: idParamsSchema,
        response: { 200: messageAnswer, ...refusals(404, 429) },
      },
      config: { rateLimit: 'postView' },
    }, async (request) => {
      const viewer = await request.currentUser();
      await countView(app.database.db, type, request.params.id, { userId: viewer?.id, ip: request.ip });
      return { message: ANSWER_MESSAGES.postViewed };
    });
  }
}
