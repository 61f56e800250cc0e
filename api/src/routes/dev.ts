import type { FastifyInstance } from 'fastify';
import { classifiedAnswer, devMailAnswer, devSmsAnswer } from '@yardsale/core/contract/answers';
import { emailOnlySchema } from '@yardsale/core/schemas/auth';
import { classifiedAgeSchema } from '@yardsale/core/schemas/classified';
import { idParamsSchema } from '@yardsale/core/schemas/params';
import { smsNumberSchema } from '@yardsale/core/schemas/sms';
import { nanpNumberOf } from '@yardsale/core/sms';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser } from '@/plugins/current-user';
import { backdateClassified } from '@/services/classifieds/writes';
import { recentMailTo } from '@/services/mail';
import { recentTextsTo } from '@/services/sms/sender';

/**
 * Development-only: read the mail outbox and the kept texts over HTTP (browser tests follow links
 * and codes from them), age a classified.
 */
export async function devRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  app.get('/dev/mail', {
    schema: { tags: ['development'], summary: 'The newest mails to an address (development only: never with real mail or in production)', querystring: emailOnlySchema, response: { 200: devMailAnswer, ...refusals(400) } },
  }, async (request) => (await recentMailTo(app.database, request.query.email)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));

  // Kept texts exist only without an SMS provider.
  if (!app.config.sms) {
    app.get('/dev/sms', {
      schema: { tags: ['development'], summary: 'The newest texts kept for a number (development only: never with an SMS provider or in production)', querystring: smsNumberSchema, response: { 200: devSmsAnswer, ...refusals(400) } },
    }, async (request) => (await recentTextsTo(app.database, nanpNumberOf(request.query.phone)!)).map(({ to, body, createdAt }) => ({ to, body, createdAt: createdAt.toISOString() })));
  }

  app.post('/dev/classifieds/:id/age', {
    schema: { tags: ['development'], summary: 'Make an own classified `days` old (development only): shows the refresh prompt without waiting', security: SIGNED_IN, params: idParamsSchema, body: classifiedAgeSchema, response: { 200: classifiedAnswer, ...refusals(401, 403, 404) } },
  }, async (request) => backdateClassified(app.database.db, (await requireUser(request)).id, request.params.id, request.body.days));
}
