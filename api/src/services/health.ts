import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';

export async function checkDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
