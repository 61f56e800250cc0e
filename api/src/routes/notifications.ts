// The unsubscribe links of notification e-mails: a small page of our own (no sign-in: the token is the
// key), which asks before turning e-mail notifications off (what=messages, the default) or stopping
// the person's sale alerts (what=alerts, decision 0039), so that a mail scanner following the link
// changes nothing. It speaks the account's language, or the browser's when the link is broken.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { languageOr, type Language } from '@yardsale/core/constants';
import { deviceLanguage } from '@yardsale/core/device-language';
import { object, string } from 'yup';
import { saleAlerts, users } from '@/db/schema';
import { acceptedLanguages } from '@/lib/accept-language';
import type { YupTypeProvider } from '@/plugins/contract';
import { ALERT_TEXTS } from '@/services/alerts/alert-texts';
import { MESSAGE_TEXTS, type UnsubscribePageTexts } from '@/services/message-texts';
import type { UserRow } from '@/services/users';

const STOPPABLE = ['messages', 'alerts'] as const;
type Stoppable = (typeof STOPPABLE)[number];
const fields = {
  token: string().trim().max(100).default(''),
  what: string().oneOf(STOPPABLE).default('messages').meta({ description: 'messages: e-mail notifications; alerts: every sale alert of the account' }),
};
const querySchema = object(fields);
const formSchema = object(fields);

const htmlPage = () => string().defined().meta({ description: 'An HTML page', mediaType: 'text/html' });
const PAGES = { 200: htmlPage(), 400: htmlPage() };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1b1b1b"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}<p><a href="/settings">${escapeHtml(MESSAGE_TEXTS[language].unsubscribePage.settings)}</a></p></body></html>`;
}

/** The page's words: the account's language, or for a link that names no account, the browser's. */
const languageFor = (request: FastifyRequest, user: UserRow | undefined): Language =>
  user ? languageOr(user.preferences.language) : deviceLanguage(null, acceptedLanguages(request.headers['accept-language']));

function invalidPage(language: Language): string {
  const texts = MESSAGE_TEXTS[language].unsubscribePage;
  return page(language, texts.invalidTitle, `<p>${escapeHtml(texts.invalidBody)}</p>`);
}

type StopTexts = Pick<UnsubscribePageTexts, 'askTitle' | 'askBody' | 'stop' | 'stoppedTitle' | 'stoppedBody'>;
const stopTexts = (language: Language, what: Stoppable): StopTexts =>
  what === 'alerts' ? ALERT_TEXTS[language].stopPage : MESSAGE_TEXTS[language].unsubscribePage;

const askPage = (language: Language, what: Stoppable, token: string) => {
  const texts = stopTexts(language, what);
  return page(language, texts.askTitle, `<p>${escapeHtml(texts.askBody)}</p>
<form method="post" action="/api/notifications/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="what" value="${what}"><button type="submit" style="padding:10px 18px">${escapeHtml(texts.stop)}</button></form>`);
};

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  // Only here: the confirmation form posts its token as a form field (it carries no cookie to forge).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))));
  const userOf = async (token: string) => (token ? (await db.select().from(users).where(eq(users.unsubscribeToken, token)))[0] : undefined);

  // A link damaged in a mail client (cut, doubled, its `what` changed) is a page that says so, not JSON.
  const brokenLink = (request: FastifyRequest, reply: FastifyReply) => reply.code(400).type('text/html; charset=utf-8').send(invalidPage(languageFor(request, undefined)));

  app.get('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: 'The page of the unsubscribe link in notification e-mails (asks before turning them off)', querystring: querySchema, response: PAGES },
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return brokenLink(request, reply);
    const { token, what } = request.query;
    const user = await userOf(token);
    const language = languageFor(request, user);
    reply.type('text/html; charset=utf-8');
    if (!user) return reply.code(400).send(invalidPage(language));
    return askPage(language, what, token);
  });

  app.post('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: "Turns e-mail notifications off, or stops the sale alerts, of the token's account (form post from that page)", body: formSchema, response: PAGES },
    attachValidation: true,
  }, async (request, reply) => {
    if (request.validationError) return brokenLink(request, reply);
    const { token, what } = request.body;
    const user = await userOf(token);
    const language = languageFor(request, user);
    reply.type('text/html; charset=utf-8');
    if (!user) return reply.code(400).send(invalidPage(language));
    if (what === 'alerts') await db.delete(saleAlerts).where(eq(saleAlerts.userId, user.id));
    else await db.update(users).set({ notificationSettings: { ...user.notificationSettings, email: false } }).where(eq(users.id, user.id));
    const texts = stopTexts(language, what);
    return page(language, texts.stoppedTitle, `<p>${escapeHtml(texts.stoppedBody)}</p>`);
  });
}
