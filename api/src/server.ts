import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { createDiskUploadStore } from './services/uploads';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(database);
  if (!config.production) {
    await seedDemoData(database, { log: (line) => console.log(line), uploads: createDiskUploadStore(config.uploadsDir) });
  }

  if (config.databaseUrl && !process.env.UPLOADS_DIR) {
    console.warn(`Photos are kept in ${config.uploadsDir}: every API process on this PostgreSQL must share that folder (set UPLOADS_DIR).`);
  }
  const app = await buildApp({ config, database, logger: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then closing the database.`);
    await app.close(); // stops accepting connections and waits for in-flight requests
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The address listen() reports, not the configured port: PORT=0 picks a free one.
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Yard sale app ready at ${address} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
