// Reading Vite's build manifest: shared by the prerender step (which preloads a screen's chunks) and
// the bundle budget test (which weighs them).
import fs from 'node:fs';
import path from 'node:path';

export const readManifest = (dist) => JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The manifest keys of the chunks a browser must fetch for these modules: each one and its static imports, transitively. */
export function chunksOf(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return seen;
}
