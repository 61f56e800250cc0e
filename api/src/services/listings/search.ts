// GET /api/listings: visible sales near a point, in a viewport, or (without a place) soonest ending
// first, always one bounded page at a time.
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Listing, ListingsPage } from '@yardsale/core/api-types';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { listings } from '@/db/schema';
import { searchedWords } from '@/services/search-words';
import type { ListingSearch } from '@yardsale/core/listing-query';
import { decodeCursor, encodeCursor } from './cursor';
import { asSeenBy, fromJsonRows, listingJson, withDistance } from './serialization';
import { chordTo, chordValue, insideBbox, saleFilters, viewportCube, visibleByTime, visibleInGeoIndex, withinRadiusBox } from './sql';

/** A sale with its KNN distance (the `<->` chord), which orders pages and keys their cursors. */
type ChordRow = { chord: number; listing: Listing };

interface KnnQuery {
  kind: 'near' | 'bbox';
  center: LatLng;
  /** Conditions besides visibility and the keyset: the index's location box and exact tests. */
  where: SQL[];
  /** Near searches: rows beyond it end the answer. */
  radiusKm?: number;
  limit: number;
  cursor?: string | undefined;
}

const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byChordThenId = (a: ChordRow, b: ChordRow) => a.chord - b.chord || byId(a.listing, b.listing);

const selectWithChord = (db: Db, chord: SQL) => db.select({ chord: sql<number>`${chord}`.mapWith(Number), listing: listingJson }).from(listings);

/**
 * Nearest-first page, with GEO.md's shape: a GiST KNN scan (ORDER BY <-> alone, LIMIT) that stops
 * after limit + 1 rows. Ordering by (<->, id) would make the planner read the whole box and sort.
 * So ties are settled here: rows closer than the last fetched one are complete and are returned;
 * the rest start the next page. Only when every fetched row shares one distance (more sales at one
 * spot than a page holds) does the slower id-ordered read of that one spot run.
 */
async function knnPage(db: Db, query: KnnQuery, now: Date): Promise<Page> {
  const [order, chord] = [chordTo(query.center), chordValue(query.center)];
  const after = query.cursor ? decodeCursor(query.cursor, query.kind) : undefined;
  const keyset = after && 'chord' in after ? sql`(${chord} > ${after.chord}::float8 or (${chord} = ${after.chord}::float8 and ${listings.id} > ${after.id}))` : undefined;
  const where = and(visibleInGeoIndex(now), ...query.where, keyset);

  const fetched = fromJsonRows(await selectWithChord(db, chord).where(where).orderBy(order).limit(query.limit + 1), now).sort(byChordThenId);
  const within = query.radiusKm === undefined ? fetched : fetched.filter((row) => distanceKm(query.center, row.listing) <= query.radiusKm!);
  if (within.length < fetched.length || fetched.length <= query.limit) return toPage(query, within, false);

  const lastChord = fetched.at(-1)!.chord;
  const complete = fetched.filter((row) => row.chord < lastChord);
  if (complete.length > 0) return toPage(query, complete, true);
  const spot = selectWithChord(db, chord).where(and(where, sql`${chord} = ${lastChord}::float8`)).orderBy(asc(listings.id)).limit(query.limit);
  return toPage(query, fromJsonRows(await spot, now), true);
}

function toPage(query: KnnQuery, page: ChordRow[], more: boolean): Page {
  const last = page.at(-1);
  return {
    listings: page.map(({ listing }) => (query.kind === 'near' ? withDistance(listing, distanceKm(query.center, listing)) : listing)),
    nextCursor: more && last ? encodeCursor({ kind: query.kind, chord: last.chord, id: last.listing.id }) : null,
  };
}

const distanceKm = (center: LatLng, listing: Listing) => haversineKm(center, { lat: listing.latitude, lng: listing.longitude });

/** No place: soonest ending first, keyset on (visible_until, id) over the visible_until B-tree. */
async function soonestEndingPage(db: Db, search: ListingSearch, filter: SQL | undefined, now: Date): Promise<Page> {
  const after = search.cursor ? decodeCursor(search.cursor, 'all') : undefined;
  const keyset =
    after && 'until' in after
      ? sql`${listings.visibleUntil} >= ${after.until}::timestamptz and (${listings.visibleUntil} > ${after.until}::timestamptz or ${listings.id} > ${after.id})`
      : undefined;
  const query = db
    .select({ listing: listingJson })
    .from(listings)
    .where(and(visibleByTime(now), filter, keyset))
    .orderBy(asc(listings.visibleUntil), asc(listings.id))
    .limit(search.limit + 1);
  const rows = fromJsonRows(await query, now).map((row) => row.listing);
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    listings: page,
    nextCursor: rows.length > search.limit && last ? encodeCursor({ kind: 'all', until: last.visibleUntil, id: last.id }) : null,
  };
}

/**
 * One page of the sales visible at `now` (the request's time; tests pass a fixed clock, HTTP
 * callers cannot), as `viewerId` may see them (the seller's id on their own sales only). Near: nearest first with distanceKm. Viewport:
 * nearest to its centre first, so a capped page fills the middle of the map. Neither: soonest ending first.
 */
export async function searchListings(db: Db, search: ListingSearch, now: Date = new Date(), viewerId?: string): Promise<ListingsPage> {
  const searched = await searchedWords(db, 'sales', search.filters.words ?? []);
  const page = await searchPage(db, search, saleFilters(search.filters, searched), now);
  return { ...page, listings: page.listings.map((listing) => asSeenBy(listing, viewerId)), similarWords: searched.similarWords };
}

type Page = Omit<ListingsPage, 'similarWords'>;

async function searchPage(db: Db, search: ListingSearch, filter: SQL | undefined, now: Date): Promise<Page> {
  const { area, limit, cursor } = search;
  const where = (...conditions: SQL[]) => (filter ? [...conditions, filter] : conditions);
  switch (area.kind) {
    case 'near':
      return knnPage(db, { kind: 'near', center: area.center, radiusKm: area.radiusKm, where: where(withinRadiusBox(area.center, area.radiusKm)), limit, cursor }, now);
    case 'bbox': {
      const { bbox } = area;
      const east = bbox.east < bbox.west ? bbox.east + 360 : bbox.east;
      const lng = (bbox.west + east) / 2;
      const center = { lat: (bbox.south + bbox.north) / 2, lng: lng > 180 ? lng - 360 : lng };
      return knnPage(db, { kind: 'bbox', center, where: where(viewportCube(bbox), insideBbox(bbox)), limit, cursor }, now);
    }
    case 'all':
      return soonestEndingPage(db, search, filter, now);
  }
}
