// The unsubscribe link of notification e-mails: a small page of our own (no sign-in: the token is the
// key), which asks before turning e-mail notifications off, so that a mail scanner following the
// link changes nothing.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { users } from '@/db/schema';
import type { YupTypeProvider } from '@/plugins/contract';

const tokenField = () => string().trim().max(100).default('');
const querySchema = object({ token: tokenField() });
const formSchema = object({ token: tokenField() });

const htmlPage = () => string().defined().meta({ description: 'An HTML page', mediaType: 'text/html' });
const PAGES = { 200: htmlPage(), 400: htmlPage() };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1b1b1b"><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}<p><a href="/settings">Notification settings</a></p></body></html>`;
}

const INVALID = page('This link does not work', '<p>It may have been copied incompletely. You can turn e-mail notifications off in Settings.</p>');

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const { db } = app.database;
  // Only here: the confirmation form posts its token as a form field (it carries no cookie to forge).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))));
  const userOf = async (token: string) => (token ? (await db.select().from(users).where(eq(users.unsubscribeToken, token)))[0] : undefined);

  app.get('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: 'The page of the unsubscribe link in notification e-mails (asks before turning them off)', querystring: querySchema, response: PAGES },
  }, async (request, reply) => {
    const { token } = request.query;
    const user = await userOf(token);
    reply.type('text/html; charset=utf-8');
    if (!user) return reply.code(400).send(INVALID);
    return page('Stop e-mails about new messages?', `<p>Messages still arrive in the app.</p>
<form method="post" action="/api/notifications/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" style="padding:10px 18px">Stop e-mails</button></form>`);
  });

  app.post('/notifications/unsubscribe', {
    schema: { tags: ['messages'], summary: 'Turns e-mail notifications off for the account of the token (form post from that page)', body: formSchema, response: PAGES },
  }, async (request, reply) => {
    const user = await userOf(request.body.token);
    reply.type('text/html; charset=utf-8');
    if (!user) return reply.code(400).send(INVALID);
    await db.update(users).set({ notificationSettings: { ...user.notificationSettings, email: false } }).where(eq(users.id, user.id));
    return page('E-mails stopped', '<p>You will no longer get e-mails about new messages. You can turn them on again in Settings.</p>');
  });
}
