// Answers of the Web Push routes, checked against push-types.ts.
import { object, type ObjectSchema } from 'yup';
import type { PushKey } from '../push-types';
import { text } from './answer-fields';

export const pushKeyAnswer: ObjectSchema<PushKey> = object({
  publicKey: text().meta({ description: "The VAPID public key (base64url): PushManager.subscribe's applicationServerKey" }),
});
