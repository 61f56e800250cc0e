import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './compress.mjs';
import { repoRoot, runSync } from './process.mjs';

const inputs = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core/src', 'package-lock.json', 'scripts/lib/build-web.mjs', 'scripts/lib/compress.mjs', 'scripts/lib/prerender.mjs', 'scripts/lib/vite-manifest.mjs'];
const stampFile = path.join(repoRoot, 'web/dist/.source-hash');

function* filesOf(entry) {
  const full = path.join(repoRoot, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield full;
    return;
  }
  for (const dirent of fs.readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (dirent.isFile()) yield path.join(dirent.parentPath, dirent.name);
  }
}

/** A hash of the web app's sources: file times are useless after a clone, contents are not. */
function sourceHash() {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => [...filesOf(entry)]).sort();
  for (const file of files) hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export function buildWebIfStale() {
  const hash = sourceHash();
  // The API's renderer of first screens (web/dist-server) is built with the app.
  const built = fs.existsSync(stampFile) && fs.existsSync(path.join(repoRoot, 'web/dist-server/first-screens.js'));
  if (built && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log('Building the web app...');
  // Always React's production build, even when called from a test runner that sets NODE_ENV=test.
  // The build also prerenders the public pages (web/vite.config.ts, before the service worker).
  if (runSync('npm', ['run', 'build', '-w', 'web'], { env: { ...process.env, NODE_ENV: 'production' } }) !== 0) {
    console.error('The web build failed: see the messages above.');
    process.exit(1);
  }
  precompress(path.join(repoRoot, 'web/dist'));
  fs.writeFileSync(stampFile, hash);
}
