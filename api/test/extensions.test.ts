// The extensions the geo and search indexes stand on (cube, earthdistance, pg_trgm) work from a
// database's first query on. On PGlite, extensions' libraries loaded all at once at start used to
// break one another now and then: pg_trgm's first comparison trapped, the query answered no rows and
// the process died soon after (docs/decisions/0014-pglite-extension-loading.md). Several databases
// opened at once are the busy start under which that happened most.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from './support/database';

const DATABASES = 6;

async function firstAnswer(database: Database): Promise<unknown> {
  const result = (await database.db.execute(sql`
    select similarity('bicycle', 'bicyle') as similarity,
      'bicyle' % 'bicycle' as close,
      round(earth_distance(ll_to_earth(43, -81), ll_to_earth(44, -81))) as metres,
      cube_dim(cube(array[1, 2, 3])) as dimensions
  `)) as unknown as { rows: unknown[] };
  return result.rows[0];
}

it('answers trigram, distance and cube functions right in every database opened at once, from its first query', async () => {
  const databases = await Promise.all(Array.from({ length: DATABASES }, () => openTestDatabase()));
  try {
    const answers = await Promise.all(databases.map(firstAnswer));
    // 'bicycle' and 'bicyle' share 5 of their 10 distinct trigrams; one degree of latitude on
    // earthdistance's sphere (radius 6,378,168 m) is 111,319.5 m.
    expect(answers).toEqual(Array.from({ length: DATABASES }, () => ({ similarity: 0.5, close: true, metres: 111320, dimensions: 3 })));
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
}, 60_000);
