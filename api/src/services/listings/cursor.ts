// The opaque page cursor of GET /api/listings: where the previous page ended.
import { encodePageCursor, invalidCursor, isFiniteNumber, isIsoInstant, readPageCursor } from '@/services/page-cursor';

/** The KNN distance or the end instant, and the id for ties. */
export type PageCursor = { kind: 'near' | 'bbox'; chord: number; id: string } | { kind: 'all'; until: string; id: string };

export const encodeCursor = (cursor: PageCursor): string => encodePageCursor(cursor);

/** The cursor of an earlier page of the same kind of search; anything else is a 400. */
export function decodeCursor(value: string, kind: PageCursor['kind']): PageCursor {
  const cursor = readPageCursor(value, kind);
  if (kind === 'all') {
    if (!isIsoInstant(cursor.until)) throw invalidCursor();
    return { kind, until: cursor.until, id: cursor.id };
  }
  if (!isFiniteNumber(cursor.chord)) throw invalidCursor();
  return { kind, chord: cursor.chord, id: cursor.id };
}
