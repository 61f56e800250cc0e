// npm run admin -- grant|revoke EMAIL: names or un-names an administrator in the database the
// server uses (DATABASE_URL, or the PGlite data folder, which the running server holds: stop it first,
// or name administrators with ADMIN_EMAILS instead).
import path from 'node:path';
import { loadConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { setAdministrator } from '@/services/admin/access';

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

async function main([command, email]: string[]): Promise<number> {
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    if (!(await setAdministrator(database.db, email, command === 'grant'))) {
      console.error(`No account has the e-mail ${email}.`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an administrator.` : `${email} is no longer an administrator.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
