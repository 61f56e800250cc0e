import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { repoRoot } from './process.mjs';
import { chunksOf, filesOf, namedChunk, readManifest } from './vite-manifest.mjs';

const webDir = path.join(repoRoot, 'web');
// The web workspace's own dependency, resolved from there.
const { default: react } = await import(pathToFileURL(createRequire(path.join(webDir, 'package.json')).resolve('@vitejs/plugin-react')).href);
// Outside web/dist, never served: the renderer of the prerendered pages (a build tool) and that of
// the first screens the API draws at request time (api/src/plugins/first-screens.ts).
const ssrDir = path.join(webDir, 'dist-server');

// The service-worker registration exists only in the browser build (vite-plugin-pwa).
const pwaRegisterStub = {
  name: 'pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-stub' : undefined),
  load: (id) => (id === '\0pwa-register-stub' ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], updateServiceWorker: async () => {} });' : undefined),
};

async function buildRenderer() {
  await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), pwaRegisterStub],
    resolve: { alias: { '@': path.join(webDir, 'src') } },
    // Everything bundled: Node then needs no browser-oriented package resolution at run time.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      rollupOptions: { input: { 'entry-server': 'src/prerender/entry-server.tsx', 'first-screens': 'src/prerender/entry-first-screens.tsx' } },
    },
  });
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
}

/** The text of the page's first heading, as the markup has it (escaped), for its <title>. */
function headingOf(html) {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!heading) throw new Error('A prerendered page without an h1 has no name for its tab');
  return heading[1].replace(/<[^>]+>/g, '').trim();
}

const moduleScript = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">\s*/g;

/**
 * Writes web/dist/<page>.html for each prerendered page: index.html with the page's markup in #root
 * (aria-disabled until the app takes it over, or marked as waiting for the visitor: `waitsForVisitor`)
 * and, in <head>, MUI's styles and the support address the markup holds (which the server replaces
 * with a deployment's own, and the app hydrates with). The shell's script tags
 * give way to a list of the entry, its imports and the screen's chunks and styles, which the page
 * loader script requests once the page has painted. Every page, the shell too, also lists the files
 * of the code fetched after load (web/src/lib/prefetch-code.ts). Also writes prerendered.json (path →
 * file) for the server.
 */
export async function prerender(distDir) {
  const {
    render, PRERENDERED_PAGES, firstLoadModules, PAGE_LOADER_SCRIPT, FIRST_LOAD_LIST_ID, FETCHED_AHEAD_LIST_ID, WAITS_FOR_VISITOR_ATTRIBUTE, FIRST_SCREEN_ATTRIBUTE, PREFETCHED_CHUNKS, PREFETCH_LIST_ID,
    DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META, screenTitle,
  } = await buildRenderer();
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = readManifest(distDir);
  const entry = shell.match(moduleScript)?.[1];
  if (!entry) throw new Error('web/dist/index.html: no module script');
  const shellImports = [...shell.matchAll(modulePreload)].map((match) => match[1]);
  const template = shell.replace(moduleScript, '').replace(modulePreload, '');
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<noscript>');
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('web/index.html: #root must come right before <noscript>');

  // The files of the code fetched once a page has loaded (web/src/lib/prefetch-code.ts), less those
  // the page loads anyway.
  const prefetchable = PREFETCHED_CHUNKS.map((name) => [name, filesOf(manifest, [namedChunk(manifest, name)]).map((file) => `/${file}`)]);
  const prefetchLists = (loaded) => Object.fromEntries(prefetchable.map(([name, files]) => [name, files.filter((file) => !loaded.has(file))]));
  const jsonScript = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  // A waiting page's worker fetches these after the first load's files (`fetchesAhead`): the
  // chunks' files, then the English strings', less those the page loads anyway.
  const fetchedAhead = ({ fetchesAhead }, lists, loaded) => {
    if (!fetchesAhead) return '';
    const strings = filesOf(manifest, (fetchesAhead.namespaces ?? []).map((namespace) => `src/locales/en/${namespace}.json`)).map((file) => `/${file}`);
    const files = [...new Set([...fetchesAhead.chunks.flatMap((name) => lists[name]), ...strings.filter((file) => !loaded.has(file))])];
    return jsonScript(FETCHED_AHEAD_LIST_ID, files);
  };
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    shell.replace('</body>', `${jsonScript(PREFETCH_LIST_ID, prefetchLists(new Set([entry, ...shellImports].map((file) => `/${file}`))))}</body>`),
  );

  const pages = {};
  for (const page of PRERENDERED_PAGES) {
    const { html, styles } = await render(page.path);
    const screenChunks = [...chunksOf(manifest, firstLoadModules(page))].map((key) => manifest[key]);
    const scripts = [entry, ...shellImports, ...screenChunks.map((chunk) => chunk.file)];
    const stylesheets = screenChunks.flatMap((chunk) => chunk.css ?? []).filter((file) => !template.includes(`/${file}`));
    const files = [...new Set([...scripts, ...stylesheets])].map((file) => `/${file}`);
    const loaded = new Set(files);
    const lists = prefetchLists(loaded);
    const loader = `${jsonScript(FIRST_LOAD_LIST_ID, files)}${jsonScript(PREFETCH_LIST_ID, lists)}${fetchedAhead(page, lists, loaded)}<script>${PAGE_LOADER_SCRIPT}</script>`;
    const waiting = page.firstScreen ? `${WAITS_FOR_VISITOR_ATTRIBUTE} ${FIRST_SCREEN_ATTRIBUTE}="${page.firstScreen}"` : WAITS_FOR_VISITOR_ATTRIBUTE;
    const document =
      template.slice(0, rootStart).replace(/<title>[^<]*<\/title>/, `<title>${screenTitle(headingOf(html))}</title>`).replace('</head>', `<meta name="${SUPPORT_EMAIL_META}" content="${DEFAULT_SUPPORT_EMAIL}">${styles}</head>`) +
      `<div id="root" data-prerendered ${page.waitsForVisitor ? waiting : 'aria-disabled="true"'}>${html}</div>\n    ` +
      template.slice(rootEnd).replace('</body>', `${loader}</body>`);
    fs.writeFileSync(path.join(distDir, page.file), document);
    pages[page.path] = page.file;
  }
  fs.writeFileSync(path.join(distDir, 'prerendered.json'), JSON.stringify(pages, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerender(process.argv[2]);
  // The rendered app leaves timers behind (the query cache collects its garbage after 5 minutes).
  process.exit(0);
}
