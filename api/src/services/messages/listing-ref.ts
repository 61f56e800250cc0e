// What a message is about: a yard sale ('listing') or a classified, found by id, with its owner,
// whether it is shown now and, for a classified, sold (a new conversation needs it shown and unsold;
// replies need neither) and its summary.
import { eq } from 'drizzle-orm';
import type { ConversationListing } from '@yardsale/core/api-types';
import type { ListingType } from '@yardsale/core/constants';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import type { Db } from '@/db/client';
import { classifieds, listings } from '@/db/schema';
import { isClassifiedShownAt } from '@/services/classifieds/queries';
import { isUuid } from '@/services/ids';
import { addressReadBy, isAddressKeptFrom } from '@/services/listings/address-privacy';
import { thumbnailOf } from '@/services/listings/photos';

/** What a request about a post that is not shown is told, by the post's type (a yard sale's is the spec's). */
export const POST_NOT_FOUND = { listing: REQUEST_MESSAGES.listingNotFound, classified: CLASSIFIED_MESSAGES.notFound } as const;

export interface ListingRef {
  id: string;
  type: ListingType;
  ownerId: string;
  shown: boolean;
  /** A classified its seller marked sold (decision 0058); a yard sale never is. */
  sold: boolean;
  summary: ConversationListing;
}

type SaleRow = Pick<typeof listings.$inferSelect, 'userId' | 'title' | 'description' | 'address' | 'area' | 'addressShownFrom' | 'category' | 'imageUrls'>;
type ClassifiedSummaryRow = Pick<typeof classifieds.$inferSelect, 'userId' | 'title' | 'description' | 'price' | 'area' | 'location' | 'category' | 'condition' | 'thumbnailUrls' | 'soldAt'>;

export const saleSummary = (row: SaleRow, readerId: string, now: Date): ConversationListing => ({
  title: row.title,
  price: null,
  // A yard sale's address is public (people come to it), unless its seller keeps it until the evening before (decision 0069).
  address: addressReadBy(row, readerId, now),
  ...(isAddressKeptFrom(row, readerId, now) && { addressShownFrom: row.addressShownFrom!.toISOString() }),
  description: row.description,
  category: row.category,
  // The card-sized copy, as a classified's: the chip and the details sheet show it at most 400 px wide.
  imageUrl: row.imageUrls[0] ? thumbnailOf(row.imageUrls[0]) : null,
});

/** A classified's address is the seller's own: others read its area (decision 0012). */
export const classifiedSummary = (row: ClassifiedSummaryRow, readerId: string): ConversationListing => ({
  title: row.title,
  price: row.price,
  address: row.userId === readerId ? row.location : row.area,
  description: row.description,
  category: row.category,
  condition: row.condition,
  imageUrl: row.thumbnailUrls[0] ?? null,
  sold: row.soldAt !== null,
});

async function findSale(db: Db, id: string, readerId: string, now: Date): Promise<ListingRef | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  if (!row) return undefined;
  const shown = row.isActive && row.visibleUntil.getTime() > now.getTime();
  return { id, type: 'listing', ownerId: row.userId, shown, sold: false, summary: saleSummary(row, readerId, now) };
}

async function findClassified(db: Db, id: string, readerId: string, now: Date): Promise<ListingRef | undefined> {
  const [row] = await db.select().from(classifieds).where(eq(classifieds.id, id));
  if (!row) return undefined;
  const shown = isClassifiedShownAt(row, now);
  return { id, type: 'classified', ownerId: row.userId, shown, sold: row.soldAt !== null, summary: classifiedSummary(row, readerId) };
}

/** The listing of that type, or of either type when none is given (ids never repeat across them). */
export async function findListingRef(db: Db, id: string, type: ListingType | undefined, readerId: string, now: Date): Promise<ListingRef | undefined> {
  if (!isUuid(id)) return undefined;
  if (type === 'listing') return findSale(db, id, readerId, now);
  if (type === 'classified') return findClassified(db, id, readerId, now);
  return (await findSale(db, id, readerId, now)) ?? findClassified(db, id, readerId, now);
}
