import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunks a browser must fetch for these modules: each one and its static imports, transitively. */
export function chunksOf(manifest: Manifest, modules: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return seen;
}

/** Bytes as served: the build's precompressed .br twin (small files are sent as they are). */
export function servedBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full)).length;
}

/** The i18n namespaces a chunk's own source files use (read from its source map). */
export function namespacesUsedBy(dist: string, file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  const used = new Set<string>();
  map.sources.forEach((source, index) => {
    if (source.includes('node_modules')) return;
    const code = map.sourcesContent?.[index] ?? '';
    for (const match of code.matchAll(/useTranslation\('(\w+)'|\bt\('(\w+):/g)) used.add(match[1] ?? match[2]!);
    if (/useTranslation\(\)/.test(code)) used.add('common');
  });
  return [...used];
}
