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

/** The manifest key of the one chunk the build named `name` (after the module it starts with). */
export function namedChunk(manifest, name) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name);
  if (keys.length !== 1) throw new Error(`The build has ${keys.length} chunks named ${name}, not one`);
  return keys[0];
}

/** A chunk's files and those of its static imports, transitively: scripts, then styles. */
export function filesOf(manifest, keys) {
  const chunks = [...chunksOf(manifest, keys)].map((key) => manifest[key]);
  return [...new Set([...chunks.map((chunk) => chunk.file), ...chunks.flatMap((chunk) => chunk.css ?? [])])];
}
