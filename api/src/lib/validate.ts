import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { HttpError } from '@/plugins/errors';

/**
 * Validates a request part with the same Yup schema the form uses. A failure answers 400 with the
 * first message (what a toast shows) and every field's message (what a form shows).
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    throw new HttpError(400, error.errors[0] ?? 'Invalid request', { errors });
  }
}
