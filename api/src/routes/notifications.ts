// The unsubscribe links of notification e-mails (services/notifications/unsubscribe.ts): GET is the
// page that asks, POST (its form) stops what the link names.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOr, type Language } from '@yardsale/core/constants';
import { deviceLanguage } from '@yardsale/core/device-language';
import { object, string } from 'yup';
import { acceptedLanguages } from '@/lib/accept-language';
import type { YupTypeProvider } from '@/plugins/contract';
import { accountOfUnsubscribeToken, STOPPABLE, stopNotifications } from '@/services/notifications/unsubscribe';
import { askToStopPage, invalidLinkPage, stoppedPage } from '@/services/notifications/unsubscribe-pages';
import type { UserRow } from '@/services/users';

const linkSchema = object({
  token: string().trim().max(100).default(''),
  what: string().oneOf(STOPPABLE).default('messages').meta({ description: 'messages: e-mail notifications; alerts: every sale alert of the account' }),
});

const htmlPage = () => string().defined().meta({ description: 'An HTML page', mediaType: 'text/html' });
const PAGES = { 200: htmlPage(), 400: htmlPage() };

/** The page's words: the account's language, or for a link that names no account, the browser's. */
const languageFor = (request: FastifyRequest, user: UserRow | undefined): Language =>
  user ? languageOr(user.preferences.language) : deviceLanguage(null, acceptedLanguages(request.headers['accept-language']));

const html = (reply: FastifyReply, code: 200 | 400, body: string) => reply.code(code).type('text/html; charset=utf-8').send(body);

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  // Only here: the confirmation form posts its token as a form field (it carries no cookie to forge).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))));

  // A link damaged in a mail client (cut, doubled, its `what` changed) is a page that says so, not JSON.
  const brokenLink = (request: FastifyRequest, reply: FastifyReply) => html(reply, 400, invalidLinkPage(languageFor(request, undefined)));

  app.get('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: 'The page of the unsubscribe link in notification e-mails (asks before turning them off)', querystring: linkSchema, response: PAGES },
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return brokenLink(request, reply);
    const { token, what } = request.query;
    const user = await accountOfUnsubscribeToken(db, token);
    const language = languageFor(request, user);
    return user ? html(reply, 200, askToStopPage(language, what, token)) : html(reply, 400, invalidLinkPage(language));
  });

  app.post('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: "Turns e-mail notifications off, or stops the sale alerts, of the token's account (form post from that page)", body: linkSchema, response: PAGES },
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return brokenLink(request, reply);
    const { token, what } = request.body;
    const user = await accountOfUnsubscribeToken(db, token);
    const language = languageFor(request, user);
    if (!user) return html(reply, 400, invalidLinkPage(language));
    await stopNotifications(db, user, what);
    return html(reply, 200, stoppedPage(language, what));
  });
}
