// Opaque page cursors: where the previous page of a list ended, as base64url JSON. Each list checks
// the fields of its own cursors; anything that is not one is a 400, never a query.
import { invalid } from './errors';
import { isUuid } from './ids';

export const invalidCursor = () => invalid('Invalid cursor: start again without one');

/** An instant as toISOString writes it, in years PostgreSQL and Date both read the same way. */
const ISO_INSTANT = /^(19[7-9]\d|2\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const isIsoInstant = (value: unknown): value is string => typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function encodePageCursor(cursor: object): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor's fields with a valid row `id` and the expected `kind`; a 400 otherwise. */
export function readPageCursor(value: string, kind: string): Record<string, unknown> & { id: string } {
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof cursor !== 'object' || cursor === null) throw invalidCursor();
  const fields = cursor as Record<string, unknown>;
  if (fields.kind !== kind || typeof fields.id !== 'string' || !isUuid(fields.id)) throw invalidCursor();
  return fields as Record<string, unknown> & { id: string };
}
