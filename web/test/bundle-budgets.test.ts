import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS } from '../bundle-budgets.ts';
import { SCREEN_NAMESPACES, type ScreenName } from '../src/app/screen-namespaces.ts';
import { SHELL_NAMESPACES } from '../src/lib/shell-namespaces.ts';
import { FETCHED_AHEAD_LIST_ID, FIRST_LOAD_LIST_ID } from '@yardsale/core/page-loader-script';
import { PREFETCH_LIST_ID, PREFETCHED_CHUNKS } from '../src/lib/prefetched-chunks.ts';
import { firstLoadModules, PRERENDERED_PAGES } from '../src/prerender/pages.ts';
import { chunksOf, namespacesUsedBy, readManifest, servedBytes, type Manifest } from './first-load.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
let manifest: Manifest;

beforeAll(async () => {
  // The production build, as `npm start` and the browser tests serve it (`npm test` builds it before
  // the suites; a direct vitest run builds it here when its sources changed).
  const { buildWebIfStale } = await import('../../scripts/lib/build-web.mjs');
  buildWebIfStale();
  manifest = readManifest(dist);
}, 600_000);

const screenModule = (screen: ScreenName) => `src/app/routes/${screen}.tsx`;

describe('first-load JavaScript per route (brotli)', () => {
  it.each(BUNDLE_BUDGETS)('$path stays within $limitKB KB', ({ path: route, limitKB }) => {
    const page = PRERENDERED_PAGES.find((candidate) => candidate.path === route);
    if (!page) throw new Error(`${route} is not in PRERENDERED_PAGES`);
    const chunks = chunksOf(manifest, ['index.html', ...firstLoadModules(page)]);
    const kb = [...chunks].reduce((sum, key) => sum + servedBytes(dist, manifest[key]!.file), 0) / 1024;
    console.log(`${route}: ${kb.toFixed(2)} KB in ${chunks.size} files`);
    expect(kb).toBeLessThanOrEqual(limitKB);
  });
});

describe('strings arrive with their screen', () => {
  it.each(Object.keys(SCREEN_NAMESPACES) as ScreenName[])('%s fetches every namespace its code uses', (screen) => {
    const entry = chunksOf(manifest, ['index.html']);
    const used = [...chunksOf(manifest, [screenModule(screen)])]
      .filter((key) => !entry.has(key))
      .flatMap((key) => namespacesUsedBy(dist, manifest[key]!.file));
    const fetched: string[] = [...SHELL_NAMESPACES, ...SCREEN_NAMESPACES[screen]];
    expect([...new Set(used)].filter((namespace) => !fetched.includes(namespace))).toEqual([]);
  });

  it('the first bundle uses only the namespaces it carries', () => {
    const used = [...chunksOf(manifest, ['index.html'])].flatMap((key) => namespacesUsedBy(dist, manifest[key]!.file));
    expect([...new Set(used)].filter((namespace) => !(SHELL_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });
});

describe('code fetched after load (prefetch-code.ts)', () => {
  const pages = ['index.html', ...PRERENDERED_PAGES.map((page) => page.file)];
  const listsIn = (file: string) => {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const json = new RegExp(`<script type="application/json" id="${PREFETCH_LIST_ID}">([^<]*)</script>`).exec(html)?.[1];
    if (!json) throw new Error(`${file} lists no prefetched code`);
    return JSON.parse(json) as Record<string, string[]>;
  };

  it.each(pages)('%s lists the files of every prefetched chunk, each one in the build', (file) => {
    const lists = listsIn(file);
    expect(Object.keys(lists).sort()).toEqual([...PREFETCHED_CHUNKS].sort());
    for (const [chunk, files] of Object.entries(lists)) {
      expect(files.some((listed) => listed.startsWith(`/assets/${chunk}-`))).toBe(true);
      for (const listed of files) expect(fs.existsSync(path.join(dist, listed)), listed).toBe(true);
    }
  });

  it.each(PRERENDERED_PAGES.filter((page) => page.fetchesAhead))("$file's worker fetches its fetchesAhead code and English strings after the first load, and nothing twice", (page) => {
    const html = fs.readFileSync(path.join(dist, page.file), 'utf8');
    const listed = (id: string) => JSON.parse(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)![1]!) as string[];
    const ahead = listed(FETCHED_AHEAD_LIST_ID);
    const lists = listsIn(page.file);
    const { chunks, namespaces = [] } = page.fetchesAhead!;
    for (const chunk of chunks) expect(ahead.some((file) => file.startsWith(`/assets/${chunk}-`)), chunk).toBe(true);
    expect(ahead.slice(0, ahead.length - namespaces.length)).toEqual([...new Set(chunks.flatMap((chunk) => lists[chunk]!))]);
    expect(ahead.slice(ahead.length - namespaces.length)).toEqual(namespaces.map((namespace) => `/${manifest[`src/locales/en/${namespace}.json`]!.file}`));
    expect(ahead.filter((file) => listed(FIRST_LOAD_LIST_ID).includes(file))).toEqual([]);
  });
});

describe("the service worker's precache", () => {
  const precached = () => new Set([...fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!));
  const stringFiles = (language: RegExp) => Object.keys(manifest).filter((key) => language.test(key)).map((key) => manifest[key]!.file);

  it("holds the English strings and no other language's (fetched and kept when a page speaks it)", () => {
    const urls = precached();
    const english = stringFiles(/^src\/locales\/en\/\w+\.json$/);
    const others = stringFiles(/^src\/locales\/(?!en\/)\w+\/\w+\.json$/);
    expect(english.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(english.length * 6 - 1);
    expect(english.filter((file) => !urls.has(file))).toEqual([]);
    expect(others.filter((file) => urls.has(file))).toEqual([]);
  });
});
