import path from 'node:path';
import { it } from 'vitest';
import { BUNDLE_BUDGETS } from '../bundle-budgets.ts';
import { firstLoadModules, PRERENDERED_PAGES } from '../src/prerender/pages.ts';
import { chunksOf, readManifest, servedBytes } from './first-load.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
it('prints exact bytes', () => {
  const manifest = readManifest(dist);
  for (const { path: route, limitKB } of BUNDLE_BUDGETS) {
    const page = PRERENDERED_PAGES.find((candidate) => candidate.path === route)!;
    const chunks = chunksOf(manifest, ['index.html', ...firstLoadModules(page)]);
    const files = [...chunks].map((key) => [manifest[key]!.file, servedBytes(dist, manifest[key]!.file)] as const);
    const kb = files.reduce((sum, [, b]) => sum + b, 0) / 1024;
    console.log(`${route}: ${kb.toFixed(2)} (${limitKB})` + (process.env.FILES ? '\n' + files.map(([f, b]) => `   ${b} ${f}`).join('\n') : ''));
  }
}, 120_000);
