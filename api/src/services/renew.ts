// PATCH /api/listings/{id}/renew: the spec's one refresh path serves yard sales and classifieds.
import type { Classified, Listing } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { findClassifiedRow } from './classifieds/queries';
import { renewClassified } from './classifieds/writes';
import { renewListing } from './listings/writes';

export async function renewPost(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Listing | Classified> {
  if (await findClassifiedRow(db, id)) return renewClassified(db, userId, id, now);
  return renewListing(db, userId, id, now);
}
