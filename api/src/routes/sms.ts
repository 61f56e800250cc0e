// A mobile number for text messages (decision 0077): texted a code, proven by it, or removed.
import type { FastifyInstance } from 'fastify';
import { currentUserAnswer, smsCodeSentAnswer } from '@yardsale/core/contract/answers';
import { SMS_MESSAGES, smsCodeSchema, smsNumberSchema } from '@yardsale/core/schemas/sms';
import { refusals, SIGNED_IN, type YupTypeProvider } from '@/plugins/contract';
import { requireUser, requireVerifiedUser } from '@/plugins/current-user';
import { confirmCode, removeNumber, textCode } from '@/services/sms/numbers';
import { toCurrentUser } from '@/services/users';

const tags = ['accounts'];

export async function smsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<YupTypeProvider>();
  const config = { rateLimit: 'profileUpdate' } as const;

  app.post('/users/sms-number', {
    schema: {
      tags,
      summary: 'Text a code to a US or Canadian mobile number, to prove it is the account’s (5 codes an hour per account; 3 an hour and 5 a day per number); 404 where texts are not offered',
      security: SIGNED_IN,
      body: smsNumberSchema,
      response: { 200: smsCodeSentAnswer, ...refusals(400, 401, 403, 404, 429) },
    },
    config,
  }, async (request) => {
    const phone = await textCode(app.services, await requireVerifiedUser(request, SMS_MESSAGES.emailFirst), request.body.phone);
    return { message: SMS_MESSAGES.codeSent(phone), phone };
  });

  app.post('/users/sms-number/verify', {
    schema: {
      tags,
      summary: 'The texted code: its number becomes the account’s and texts are turned on (5 tries a code, 10 minutes)',
      security: SIGNED_IN,
      body: smsCodeSchema,
      response: { 200: currentUserAnswer, ...refusals(400, 401, 429) },
    },
    config,
  }, async (request) => toCurrentUser(await confirmCode(app.services, await requireUser(request), request.body.code)));

  app.delete('/users/sms-number', {
    schema: { tags, summary: 'Remove the mobile number: texts are turned off', security: SIGNED_IN, response: { 200: currentUserAnswer, ...refusals(401, 429) } },
    config,
  }, async (request) => toCurrentUser(await removeNumber(app.services, await requireUser(request))));
}
