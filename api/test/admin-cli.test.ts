// npm run admin -- grant|revoke EMAIL, run as a process on the server's own database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { users } from '@/db/schema';
import { freshServerData, type ServerData } from './support/processes';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let data: ServerData | undefined;
afterEach(async () => {
  await data?.remove();
  data = undefined;
});

const open = (server: ServerData) => openDatabase({ databaseUrl: server.databaseUrl, pgliteDir: path.join(server.dataDir, 'pglite') });

function admin(server: ServerData, ...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '' },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run admin', () => {
  it('grants and revokes by e-mail, and says so when no account has it', { timeout: 120_000 }, async () => {
    data = await freshServerData('admin-cli');
    const database = await open(data);
    await runMigrations(database);
    await database.db.insert(users).values({ username: 'Desk@Example.org', email: 'Desk@Example.org', passwordHash: 'x' });
    await database.close();

    expect(admin(data, 'grant', 'desk@example.org')).toMatchObject({ code: 0, output: expect.stringContaining('desk@example.org is now an administrator.') });
    expect(admin(data, 'grant', 'nobody@example.org')).toMatchObject({ code: 1, output: expect.stringContaining('No account has the e-mail nobody@example.org.') });
    expect(admin(data, 'promote')).toMatchObject({ code: 2, output: expect.stringContaining('Usage: npm run admin -- grant EMAIL | revoke EMAIL') });

    const check = await open(data);
    const [row] = await check.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, 'Desk@Example.org'));
    await check.close();
    expect(row!.isAdmin).toBe(true);
  });
});
