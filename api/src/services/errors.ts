// What a service can refuse, in its own words; the HTTP layer (plugins/errors.ts) maps each kind to a
// status. Services never speak HTTP, so they can run from a job, a CLI or the seed just the same.
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';

export type RefusalKind =
  | 'invalid' // the input breaks a rule
  | 'unauthenticated' // nobody is signed in
  | 'forbidden' // signed in, but not allowed
  | 'not-found'
  | 'conflict' // the thing is not in a state that allows it
  | 'too-large'
  | 'too-many'; // a rate limit

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** Extra fields of the answer: per-field messages, the wait before a retry. */
    readonly details?: { errors?: Record<string, string>; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const invalid = (message: string, errors?: Record<string, string>) => new Refusal('invalid', message, errors ? { errors } : undefined);
export const unauthenticated = (message: string = REQUEST_MESSAGES.unauthorized) => new Refusal('unauthenticated', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message: string) => new Refusal('not-found', message);
export const conflict = (message: string, errors?: Record<string, string>) => new Refusal('conflict', message, errors ? { errors } : undefined);
export const tooLarge = (message: string) => new Refusal('too-large', message);
export const tooMany = (message: string, retryAfterSeconds: number) => new Refusal('too-many', message, { retryAfterSeconds });

export const takenDown = () => conflict(REQUEST_MESSAGES.takenDown);
