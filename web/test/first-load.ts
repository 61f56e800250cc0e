import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The same reading of Vite's manifest as the prerender step's; scripts/ is outside every workspace,
// so no path alias reaches it.
// eslint-disable-next-line no-restricted-imports
export { chunksOf, readManifest, type Manifest } from '../../scripts/lib/vite-manifest.mjs';

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
