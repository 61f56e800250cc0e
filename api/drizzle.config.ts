import { defineConfig } from 'drizzle-kit';

// Run from the repository root (npm run db:generate).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema/index.ts',
  out: './api/src/db/migrations',
});
