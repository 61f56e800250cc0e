// The spec's one path for each of a post's owner actions serves yard sales and classifieds alike:
// PATCH /api/listings/{id}/renew and DELETE /api/listings/{id} (SPEC section 7, /posts and the
// classified refresh prompt).
import type { Classified, Listing } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import type { ServiceContext } from '@/services/context';
import { findClassifiedRow } from './classifieds/queries';
import { deleteClassified, renewClassified } from './classifieds/writes';
import { deleteListing, renewListing } from './listings/writes';

const isClassified = async (db: Db, id: string) => Boolean(await findClassifiedRow(db, id));

export async function renewPost(db: Db, userId: string, id: string, now: Date = new Date()): Promise<Listing | Classified> {
  if (await isClassified(db, id)) return renewClassified(db, userId, id, now);
  return renewListing(db, userId, id, now);
}

export async function deletePost(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  if (await isClassified(ctx.database.db, id)) return deleteClassified(ctx.database.db, ctx.uploads, userId, id);
  return deleteListing(ctx, userId, id);
}
