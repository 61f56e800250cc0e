import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError } from '@/plugins/errors';

/**
 * Validates a request part with the same Yup schema the form uses. A failure answers 400 with the
 * first message (what a toast shows) and every field's message (what a form shows). `context` is
 * what the schema's rules read besides the input (e.g. "today" in a sale's zone).
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, context?: object): Promise<InferType<S>> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    throw new HttpError(400, error.errors[0] ?? 'Invalid request', { errors });
  }
}
