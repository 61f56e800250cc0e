// Classifieds as the API answers them (core/api-types.ts), and as each viewer may see them.
import { eq } from 'drizzle-orm';
import type { Classified } from '@yardsale/core/api-types';
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';

/** Every column an answer needs (not the search document). */
export const classifiedColumns = {
  id: classifieds.id,
  userId: classifieds.userId,
  title: classifieds.title,
  description: classifieds.description,
  price: classifieds.price,
  condition: classifieds.condition,
  category: classifieds.category,
  categories: classifieds.categories,
  location: classifieds.location,
  area: classifieds.area,
  latitude: classifieds.latitude,
  longitude: classifieds.longitude,
  publicLatitude: classifieds.publicLatitude,
  publicLongitude: classifieds.publicLongitude,
  imageUrls: classifieds.imageUrls,
  thumbnailUrls: classifieds.thumbnailUrls,
  isActive: classifieds.isActive,
  views: classifieds.views,
  createdAt: classifieds.createdAt,
  renewedAt: classifieds.renewedAt,
  expiresAt: classifieds.expiresAt,
  soldAt: classifieds.soldAt,
  priceBeforeDrop: classifieds.priceBeforeDrop,
};

export type ClassifiedRow = { [K in keyof typeof classifiedColumns]: (typeof classifieds.$inferSelect)[K] };

/** The seller's own view: the verified address and the exact point. */
function ownView(row: ClassifiedRow): Classified {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    price: row.price,
    condition: row.condition,
    category: row.category,
    categories: row.categories,
    location: row.location,
    area: row.area,
    latitude: row.latitude,
    longitude: row.longitude,
    imageUrls: row.imageUrls,
    thumbnailUrls: row.thumbnailUrls,
    imageUrl: row.imageUrls[0] ?? null,
    thumbnailUrl: row.thumbnailUrls[0] ?? null,
    isActive: row.isActive,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    renewedAt: row.renewedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    soldAt: row.soldAt?.toISOString() ?? null,
    priceBeforeDrop: row.priceBeforeDrop,
  };
}

/** A classified as `viewerId` sees it: anyone but its seller gets the area and the snapped point only. */
export function classifiedAsSeenBy(row: ClassifiedRow, viewerId: string | undefined): Classified {
  const own = ownView(row);
  if (viewerId !== undefined && row.userId === viewerId) return own;
  const { userId: _seller, location: _address, ...seen } = own;
  return { ...seen, latitude: row.publicLatitude, longitude: row.publicLongitude };
}

export async function readClassifiedRow(db: Db, id: string): Promise<ClassifiedRow | undefined> {
  const [row] = await db.select(classifiedColumns).from(classifieds).where(eq(classifieds.id, id)).limit(1);
  return row;
}
