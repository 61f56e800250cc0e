import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, runSync } from './process.mjs';

/** Installs dependencies when they are missing or older than the lockfile (fresh clone, pulled changes). */
export function ensureDependencies() {
  const lockfile = path.join(repoRoot, 'package-lock.json');
  const installed = path.join(repoRoot, 'node_modules/.package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(lockfile).mtimeMs > fs.statSync(installed).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)...');
  if (runSync('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed: see the messages above.');
    process.exit(1);
  }
}
