// GET /api/classifieds: shown classifieds matching words, a category and a circle, newest, nearest
// or by price, one bounded page at a time. Text uses the search documents of migrations 0003 and 0004
// and classified_word_query (stems, prefixes, close spellings); places use the snapped public point.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { ClassifiedsPage, SimilarWords } from '@yardsale/core/api-types';
import type { ClassifiedFilter, ClassifiedSearch } from '@yardsale/core/classified-query';
import type { ClassifiedSort } from '@yardsale/core/constants';
import { haversineKm, type LatLng } from '@yardsale/core/geo';
import type { Db } from '@/db/client';
import { classifieds } from '@/db/schema';
import { encodePageCursor, invalidCursor, isFiniteNumber, isIsoInstant, readPageCursor } from '@/services/page-cursor';
import { savedBy } from '@/services/saved-classifieds';
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

/**
 * The search words as one tsquery text (each word's alternatives OR-ed, the words AND-ed), or
 * undefined when no word can narrow anything (only stop words), with the close spellings each word
 * was widened with (migration 0016). Computed first, so the planner of the main query sees a
 * constant and can estimate how many rows it matches.
 */
async function textQuery(db: Db, terms: readonly string[]): Promise<{ query: string | undefined; similarWords: SimilarWords[] }> {
  if (terms.length === 0) return { query: undefined, similarWords: [] };
  // Each word's close spellings are looked up once (c0, c1, …), then make its query; a stop word's are none.
  const close = (index: number) => sql.raw(`c${index}`);
  const lookups = terms.map((term, index) => sql`classified_close_words(${term}) as ${close(index)}`);
  const perWord = terms.map((term, index) => sql`coalesce(classified_word_query_with(${term}, ${close(index)}), ''::tsquery)`);
  const named = terms.map((term, index) => sql`case when classified_word_query_with(${term}, '{}') is null then '{}'::text[] else ${close(index)} end`);
  // Both drivers answer execute() with { rows }; the close words come as JSON text, read alike by both.
  const result = (await db.execute(
    sql`select (${sql.join(perWord, sql` && `)})::text as query, json_build_array(${sql.join(named, sql`, `)})::text as close
      from (select ${sql.join(lookups, sql`, `)}) words`,
  )) as unknown as { rows: { query: string | null; close: string }[] };
  const row = result.rows[0];
  const searched = JSON.parse(row?.close ?? '[]') as string[][];
  const similarWords = terms.map((typed, index) => ({ typed, searched: searched[index] ?? [] })).filter((word) => word.searched.length > 0);
  return { query: row?.query || undefined, similarWords };
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
  const { query: text, similarWords } = await textQuery(db, search.terms);
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
