import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { repoRoot } from './process.mjs';

const webDir = path.join(repoRoot, 'web');
// The web workspace's own dependency, resolved from there.
const { default: react } = await import(pathToFileURL(createRequire(path.join(webDir, 'package.json')).resolve('@vitejs/plugin-react')).href);
// Outside web/dist: the server-side bundle is a build tool, never served.
const ssrDir = path.join(repoRoot, 'node_modules/.cache/prerender');

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
    build: { ssr: 'src/prerender/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
  });
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
}

/** The chunks a screen needs at once (its code and strings), for <link rel="modulepreload">. */
function screenChunks(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

/**
 * Writes web/dist/<page>.html for each prerendered page: index.html with the page's markup in #root,
 * MUI's styles in <head> and its screen's chunks preloaded, plus prerendered.json (path → file) for
 * the server.
 */
export async function prerender(distDir) {
  const { render, PRERENDERED_PAGES, firstLoadModules } = await buildRenderer();
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const inShell = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<noscript>');
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('web/index.html: #root must come right before <noscript>');

  const pages = {};
  for (const page of PRERENDERED_PAGES) {
    const { html, styles } = await render(page.path);
    const preloads = [...screenChunks(manifest, firstLoadModules(page))]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const document =
      template.slice(0, rootStart).replace('</head>', `${preloads}${styles}</head>`) +
      `<div id="root" data-prerendered>${html}</div>\n    ` +
      template.slice(rootEnd);
    fs.writeFileSync(path.join(distDir, page.file), document);
    pages[page.path] = page.file;
  }
  fs.writeFileSync(path.join(distDir, 'prerendered.json'), JSON.stringify(pages, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await prerender(process.argv[2]);
