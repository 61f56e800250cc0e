import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SUPPORT_EMAIL, MAP_SCREEN_PATH } from '@yardsale/core/constants';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { sendCachedText, type CachedText } from '@/lib/cached-answer';
import { originOf } from './security-headers';

// Files whose names carry a content hash never change; everything else is revalidated.
const HASHED_ASSET = /\/assets\//;
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/** web/dist/prerendered.json: the screens written to HTML at build time (scripts/lib/prerender.mjs), path → file. */
function readPrerenderedPages(root: string): Map<string, string> {
  const file = path.join(root, 'prerendered.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * The prerendered pages as this deployment serves them, by path and by file name (the service worker
 * precaches them by file), when its support address (SUPPORT_EMAIL) is not the one they were written
 * with: a document's app may never run to put it right (decision 0031). Empty otherwise, and the
 * build's files and their compressed twins are served as they are.
 */
function pagesWithOwnSupportEmail(root: string, prerendered: Map<string, string>, supportEmail: string): Map<string, CachedText> {
  const pages = new Map<string, CachedText>();
  if (supportEmail === DEFAULT_SUPPORT_EMAIL) return pages;
  for (const [pathname, file] of prerendered) {
    const text = fs.readFileSync(path.join(root, file), 'utf8').replaceAll(DEFAULT_SUPPORT_EMAIL, supportEmail);
    const page = { text, etag: `W/"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`, encoded: new Map() };
    pages.set(pathname, page).set(`/${file}`, page);
  }
  return pages;
}

/**
 * Serves the built PWA: a prerendered screen's own HTML at its path, and index.html (the app shell)
 * at any other unknown non-API path (client-side routes).
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build at ${root}: only /api is served. Run "npm run build".`);
    return;
  }
  const prerendered = readPrerenderedPages(root);
  const ownPages = pagesWithOwnSupportEmail(root, prerendered, app.config.supportEmail);
  // The map's first tiles are its largest paint: the connection to their server is opened while the
  // page's scripts load (on a phone network, DNS, TCP and TLS are three round trips before the first tile).
  const tileOrigin = originOf(app.config.tileUrl);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Serves the .br/.gz twins written at build time when the browser accepts them.
    preCompressed: true,
    // A page rewritten for this deployment is served from memory, by the handler below.
    allowedPath: (pathname) => !ownPages.has(pathname),
    setHeaders: (reply, filePath) => {
      const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
      if (HASHED_ASSET.test(urlPath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (ALWAYS_REVALIDATE.has(urlPath) || urlPath.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: REQUEST_MESSAGES.notFound });
    }
    const pathname = request.url.split('?')[0] ?? '';
    const ownPage = ownPages.get(pathname);
    if (!ownPage && path.extname(pathname) !== '') {
      return reply.code(404).type('text/plain').send(REQUEST_MESSAGES.notFound);
    }
    if (pathname === MAP_SCREEN_PATH && tileOrigin) reply.header('Link', `<${tileOrigin}>; rel=preconnect`);
    reply.header('Cache-Control', 'no-cache');
    return ownPage ? sendCachedText(request, reply, ownPage, 'text/html; charset=utf-8') : reply.sendFile(prerendered.get(pathname) ?? 'index.html');
  });
}
