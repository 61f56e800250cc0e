import type { AnySchema, InferType } from 'yup';
import { checkInput } from '@yardsale/core/contract/check-input';
import { invalid } from './errors';

/**
 * Checks input against a core schema where the rules need what only the service knows (the date
 * "today" in a sale's zone, dates a sale already has). Routes have checked the shape already.
 */
export function validateWith<S extends AnySchema>(schema: S, input: unknown, context?: object): InferType<S> {
  const result = checkInput(schema, input, context);
  if (!result.ok) throw invalid(result.failure.message, result.failure.errors);
  return result.value;
}
