// The opaque page cursor of GET /api/listings: where the previous page ended.
import { invalid } from '@/services/errors';
import { isUuid } from '@/services/ids';

/** The KNN distance or the end instant, and the id for ties. */
export type PageCursor = { kind: 'near' | 'bbox'; chord: number; id: string } | { kind: 'all'; until: string; id: string };

/** An instant as toISOString writes it, in years PostgreSQL and Date both read the same way. */
const ISO_INSTANT = /^(19[7-9]\d|2\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor of an earlier page of the same kind of search; anything else is a 400. */
export function decodeCursor(value: string, kind: PageCursor['kind']): PageCursor {
  const refused = invalid('Invalid cursor: start again without one');
  let cursor: Partial<Record<string, unknown>>;
  try {
    cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Record<string, unknown>>;
  } catch {
    throw refused;
  }
  if (cursor?.kind !== kind || typeof cursor.id !== 'string' || !isUuid(cursor.id)) throw refused;
  if (kind === 'all') {
    const until = cursor.until;
    if (typeof until !== 'string' || !ISO_INSTANT.test(until) || Number.isNaN(Date.parse(until))) throw refused;
    return { kind, until, id: cursor.id };
  }
  if (typeof cursor.chord !== 'number' || !Number.isFinite(cursor.chord)) throw refused;
  return { kind, chord: cursor.chord, id: cursor.id };
}
