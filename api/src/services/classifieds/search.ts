// GET /api/classifieds: shown classifieds matching words, a category and a circle, newest, nearest
// or by price, one bounded page at a time. Text uses the search documents of migrations 0003 and 0004
// and classified_word_query (stems, prefixes, close spellings); places use the snapped public point.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ClassifiedsPage } from '@yardsale/core/api-types';
import type { ClassifiedFilter, ClassifiedSearch } from '@yardsale/core/classified-query';
import type { ClassifiedSort } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';
import { encodePageCursor, invalidCursor, isFiniteNumber, isIsoInstant, readPageCursor } from '@/services/page-cursor';
import { savedBy } from '@/services/saved-classifieds';
import { searchedWords } from '@/services/search-words';
import { chordTo, withinCircle, wordsInRegions } from './places';
import { classifiedForSaleAt, classifiedShownAt } from './queries';
import { classifiedAsSeenBy, classifiedColumns, type ClassifiedRow } from './serialization';

export function filterCondition(filter: ClassifiedFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'free':
      return eq(classifieds.price, '0');
    case 'tag':
      return sql`${classifieds.categories} @> array[${filter.tag}]::text[]`;
    case 'category':
      return eq(classifieds.category, filter.category);
  }
}

/** Words near a place are looked up among that place's regions only (migration 0004), if it has few. */
function textCondition(query: string, near: ClassifiedSearch['near']): SQL {
  const regional = near && wordsInRegions(query, near.center, near.radiusKm);
  return regional ? sql`${classifieds.regionVector} @@ ${regional}::tsquery` : sql`${classifieds.searchVector} @@ ${query}::tsquery`;
}

type Keyed = { row: ClassifiedRow; chord: number | null };

interface SortPlan {
  orderBy: SQL[];
  /** Rows after the cursor's row in this order. */
  after: (cursor: Record<string, unknown>) => SQL;
  cursorOf: (last: Keyed) => object;
}

function sortPlan(sort: ClassifiedSort, center: LatLng | undefined): SortPlan {
  const { id, renewedAt, price } = classifieds;
  switch (sort) {
    case 'newest':
      return {
        orderBy: [desc(renewedAt), desc(id)],
        after: ({ at, id: lastId }) => {
          if (!isIsoInstant(at)) throw invalidCursor();
          return sql`${renewedAt} <= ${at}::timestamptz and (${renewedAt} < ${at}::timestamptz or ${id} < ${lastId})`;
        },
        cursorOf: ({ row }) => ({ at: row.renewedAt.toISOString() }),
      };
    case 'price-asc':
    case 'price-desc': {
      const up = sort === 'price-asc';
      return {
        orderBy: up ? [asc(price), asc(id)] : [desc(price), desc(id)],
        after: ({ price: last, id: lastId }) => {
          if (typeof last !== 'string' || !/^\d{1,8}\.\d{2}$/.test(last)) throw invalidCursor();
          return up
            ? sql`(${price} > ${last}::numeric or (${price} = ${last}::numeric and ${id} > ${lastId}))`
            : sql`(${price} < ${last}::numeric or (${price} = ${last}::numeric and ${id} < ${lastId}))`;
        },
        cursorOf: ({ row }) => ({ price: row.price }),
      };
    }
    case 'nearest': {
      const chord = chordTo(center!);
      return {
        orderBy: [asc(chord), asc(id)],
        after: ({ chord: last, id: lastId }) => {
          if (!isFiniteNumber(last)) throw invalidCursor();
          return sql`(${chord} > ${last}::float8 or (${chord} = ${last}::float8 and ${id} > ${lastId}))`;
        },
        cursorOf: ({ chord: value }) => ({ chord: value }),
      };
    }
  }
}

/**
 * One page of the classifieds for sale at `now` (active, not expired, not sold), as `viewerId` may see them; the
 * viewer's own are left out (SPEC: hidden from the browse grid). With `near`, only those within its
 * radius, each with distanceKm to its public point. `savedOnly`: the viewer's saved ones (none for a guest).
 */
export async function searchClassifieds(db: Db, search: ClassifiedSearch, now: Date = new Date(), viewerId?: string): Promise<ClassifiedsPage> {
  const center = search.near?.center;
  const plan = sortPlan(search.sort, center);
  const cursor = search.cursor ? readPageCursor(search.cursor, search.sort) : undefined;
  const { query: text, similarWords } = await searchedWords(db, 'classifieds', search.terms);
  const where = and(
    // A saved one that sold stays in its saver's list, marked sold (decision 0058).
    search.savedOnly ? classifiedShownAt(now) : classifiedForSaleAt(now),
    viewerId ? ne(classifieds.userId, viewerId) : undefined,
    search.savedOnly ? (viewerId ? savedBy(viewerId) : sql`false`) : undefined,
    filterCondition(search.filter),
    text ? textCondition(text, search.near) : undefined,
    // What someone saved stays in their list wherever they are; `near` then only measures.
    search.near && !search.savedOnly ? withinCircle(search.near.center, search.near.radiusKm, search.sort) : undefined,
    cursor ? plan.after(cursor) : undefined,
  );
  const rows: Keyed[] = await db
    .select({ row: classifiedColumns, chord: center ? chordTo(center).mapWith(Number) : sql<null>`null` })
    .from(classifieds)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(search.limit + 1)
    .then((found) => found.map(({ row, chord }) => ({ row: row as ClassifiedRow, chord })));
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    classifieds: page.map(({ row }) => {
      const seen = classifiedAsSeenBy(row, viewerId);
      if (!center) return seen;
      const distanceKm = haversineKm(center, { lat: row.publicLatitude, lng: row.publicLongitude });
      return { ...seen, distanceKm: Math.round(distanceKm * 1000) / 1000 };
    }),
    nextCursor: rows.length > search.limit && last ? encodePageCursor({ kind: search.sort, id: last.row.id, ...plan.cursorOf(last) }) : null,
    similarWords,
  };
}
