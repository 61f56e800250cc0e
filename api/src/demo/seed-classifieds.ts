// Demo classifieds around the default centre: most with photos (up to five), some free, one tagged
// Housing, and a few old enough that their seller is asked to refresh them.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { MAP } from '@yardsale/core/constants';
import { DAY_MS } from '@yardsale/core/durations';
import { seededRandom } from '@yardsale/core/random';
import { classifiedSchema } from '@yardsale/core/schemas/classified';
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';
import { asPhotoLists, storeClassifiedPhoto } from '@/services/classifieds/photos';
import { classifiedFormColumns, expiryAfter } from '@/services/classifieds/writes';
import type { UploadStore } from '@/services/uploads';
import { validateWith } from '@/services/validation';
import { demoPhoto } from './demo-photo';
import { pointNear } from './demo-points';
import { DEMO_CLASSIFIEDS, type DemoClassified } from './seed-data';

const RADIUS_KM = 12;

async function photosOf(item: DemoClassified, index: number, uploads: UploadStore | undefined) {
  if (!uploads) return asPhotoLists([]);
  const photos = [];
  for (let n = 0; n < item.photos; n++) photos.push(await storeClassifiedPhoto(uploads, await demoPhoto(`${item.title} (${n + 1})`, index + n)));
  return asPhotoLists(photos);
}

/** When a demo classified is posted, relative to the seeding: its age, and a minute apart from the others. */
const postedBefore = (now: Date, item: DemoClassified, index: number) => new Date(now.getTime() - item.ageDays * DAY_MS - index * 60_000);

/**
 * Classifieds live 30 days: on a data folder seeded longer ago, the demo accounts' expired demo
 * classifieds are dated again as when seeded (so /classifieds is not empty and the refresh prompt
 * still has old ones to show). Others' classifieds, and demo ones still shown, are left alone.
 * Returns how many were dated again.
 */
export async function refreshDemoClassifieds(db: Db, ownerIds: string[], now: Date): Promise<number> {
  const expired = await db
    .select({ id: classifieds.id, title: classifieds.title })
    .from(classifieds)
    .where(and(inArray(classifieds.userId, ownerIds), lte(classifieds.expiresAt, now)));
  let refreshed = 0;
  for (const { id, title } of expired) {
    const index = DEMO_CLASSIFIEDS.findIndex((item) => item.title === title);
    if (index < 0) continue;
    const postedAt = postedBefore(now, DEMO_CLASSIFIEDS[index]!, index);
    await db.update(classifieds).set({ renewedAt: postedAt, updatedAt: now, expiresAt: expiryAfter(postedAt) }).where(eq(classifieds.id, id));
    refreshed++;
  }
  return refreshed;
}

/** The rows, checked by the same schema as POST /api/classifieds; photos are stored first when there is a store. */
export async function demoClassifiedRows(ownerIds: Record<DemoClassified['owner'], string>, now: Date, uploads?: UploadStore): Promise<(typeof classifieds.$inferInsert)[]> {
  const random = seededRandom(20_250_323);
  const rows = [];
  for (const [index, item] of DEMO_CLASSIFIEDS.entries()) {
    const point = pointNear(MAP.defaultCenter, RADIUS_KM, random);
    const input = validateWith(classifiedSchema, {
      ...item,
      categories: item.tags ?? [],
      customAddress: `${item.neighbourhood}, London, ON`,
      latitude: point.lat,
      longitude: point.lng,
    });
    const postedAt = postedBefore(now, item, index);
    const userId = ownerIds[item.owner];
    const columns = await classifiedFormColumns(input);
    rows.push({
      ...columns,
      area: `${item.neighbourhood}, ${columns.area}`,
      ...(await photosOf(item, index, uploads)),
      userId,
      createdAt: postedAt,
      updatedAt: postedAt,
      renewedAt: postedAt,
      priceSetAt: postedAt,
      priceBeforeDrop: item.priceBeforeDrop ?? null,
      expiresAt: expiryAfter(postedAt),
    });
  }
  return rows;
}
