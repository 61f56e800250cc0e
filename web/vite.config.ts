import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../core/src/constants.ts';
import { THEME_BOOT_SCRIPT } from '../core/src/theme-boot-script.ts';
import { webManifest } from './src/config/manifest.ts';
import { savedAnswersCaching } from './src/config/saved-answers-caching.ts';

const START_MODULE = 'src/app/start.tsx';
/** A string file (locales/<language>/<namespace>.json), whose chunk is named after both. */
const LOCALE_FILE = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
// The page's own entry (index.html, main.tsx and the preload polyfill Vite adds to it) stays out of
// the start's files: it evaluates them in steps.
const ENTRY_MODULE = /[\\/](index\.html|src[\\/]main\.tsx)$|modulepreload-polyfill/;
/** The shell asks for all the start's files at once; main.tsx then evaluates them one by one. */
function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(START_MODULE));
        if (!start) throw new Error(`${START_MODULE} is not in the bundle`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * Writes the prerendered pages (scripts/lib/prerender.mjs) into the build before the service worker
 * is generated, so its precache holds them and serves /auth offline as the same HTML the server
 * sends, not the empty shell (vite-plugin-pwa generates the worker after this, `closeBundleOrder`).
 */
function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        // In its own process: it runs a server-side build of the app with Vite and imports it.
        const script = path.resolve(import.meta.dirname, '../scripts/lib/prerender.mjs');
        const { status } = spawnSync(process.execPath, [script, path.resolve(import.meta.dirname, outDir)], { stdio: 'inherit' });
        if (status !== 0) throw new Error('Prerendering the public pages failed: see the messages above.');
      },
    },
  };
}

/**
 * react-router's package exports name its development build under every condition, which keeps its
 * development warnings on (and builds their texts while matching routes); the build takes the
 * production twin of the same version, so the app's users run what react-router ships for them.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: path.join(packageDir, 'dist/production/index.mjs') }] } }),
  };
}

/**
 * The theme's CSS variables, both colour schemes, as a stylesheet in every page: written at build
 * time by npm run generate:theme, not serialized by MUI's provider at each start (decision 0029).
 * The keyboard's focus rings for MUI's chips and switches ride along (focus-rings.css), and so
 * does Korean's breaking between words (line-breaks.css).
 */
function themeVariables(): Plugin {
  const files = ['theme-variables.css', 'focus-rings.css', 'line-breaks.css'].map((name) => path.resolve(import.meta.dirname, 'src/lib/theme', name));
  const withoutComments = (file: string) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();
  return {
    name: 'theme-variables',
    transformIndexHtml() {
      return [{ tag: 'style', attrs: { id: 'theme-variables' }, children: files.map(withoutComments).join('\n'), injectTo: 'head' }];
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    preloadStart(),
    // Before the first paint, in every page (the app shell and the prerendered screens).
    { name: 'theme-boot-script', transformIndexHtml: () => [{ tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' }] },
    themeVariables(),
    prerenderPages(),
    VitePWA({
      registerType: 'prompt',
      integration: { closeBundleOrder: 'post' },
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon-48.png', 'apple-touch-icon.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // Six languages' strings nobody reads on a device: fetched (and cached) when a page speaks one.
        globIgnores: ['**/node_modules/**', `**/locale-{${OTHER_LANGUAGES.join(',')}}-*.js`],
        // A prerendered page is precached under its file: Workbox finds /auth as auth.html (cleanURLs)
        // and / as the landing page; any other screen gets the shell.
        directoryIndex: 'landing.html',
        navigateFallback: '/index.html',
        // An API path is never a screen of the app.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first worker takes the page that installed it at once: a route or conversation opened
        // in the app's first visit is saved for a sale day offline too (decision 0041). An update
        // still waits for the person's yes (registerType 'prompt', no skipWaiting).
        clientsClaim: true,
        // Shows Web Push notifications and opens their page when tapped (public/push-worker.js).
        importScripts: ['/push-worker.js'],
        runtimeCaching: [
          ...savedAnswersCaching,
          {
            urlPattern: ({ url }) => /^\/assets\/locale-(?!en-)/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'other-languages', expiration: { maxEntries: 200 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'uploads', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
          },
          {
            urlPattern: ({ request, url }) => request.destination === 'image' && url.pathname.endsWith('.png') && /tile/.test(url.hostname),
            handler: 'CacheFirst',
            options: { cacheName: 'map-tiles', expiration: { maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: { '/api': apiTarget, '/uploads': apiTarget } },
  // The manifest tells the bundle test (web/test) which chunks each screen loads.
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Inlining common chunks needs it: no chunk's exports are read from outside the build.
      preserveEntrySignatures: false,
      // The app's start is an entry of its own, so what it imports counts as first-load code.
      input: { index: path.resolve(import.meta.dirname, 'index.html'), start: path.resolve(import.meta.dirname, START_MODULE) },
      output: {
        // Another language's strings are named by it, so the service worker leaves them out of its
        // precache (globIgnores above) and keeps those of the language a visitor reads as they are used.
        // Seven hash characters, not eight: a file's name is in the files that import it, and a hash is
        // noise brotli cannot shrink (0.2 KB off /home). Should the chunks grow too many for seven, Rolldown stops the build and says so.
        chunkFileNames: (chunk) => {
          const locale = chunk.facadeModuleId && LOCALE_FILE.exec(chunk.facadeModuleId);
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash:7].js` : 'assets/[name]-[hash:7].js';
        },
        // Everything the start imports in four files, evaluated one after the other by main.tsx
        // (decision 0020); a screen's own modules stay in its chunks.
        codeSplitting: {
          // A common chunk under 8 KB of source is copied into the chunks that read it (one shared
          // state through Rolldown's registry): half as many files per screen (decision 0021). Not a
          // chunk with a stylesheet file; CSS imported `?inline` is a string like any other (0023).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /\.css(\?(?!inline)|$)/ },
          groups: [
            // What main.tsx calls before anything else is evaluated: Vite's helper for dynamic imports and
            // nextTask (which the map uses too).
            { name: 'boot-helpers', test: /preload-helper|src[\\/]lib[\\/]next-task\.ts$/, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|@babel)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'libs', test: /node_modules[\\/](react-router|@tanstack|cookie|set-cookie-parser)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', test: (id) => !ENTRY_MODULE.test(id), tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
