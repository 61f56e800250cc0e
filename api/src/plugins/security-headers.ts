import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_LOADER_SCRIPT } from '@yardsale/core/page-loader-script';
import { THEME_BOOT_SCRIPT } from '@yardsale/core/theme-boot-script';
import type { AppConfig } from '@/config';

/** The origin of an address such as the tile template (`{s}`, `{z}`… replaced), or undefined when it has none. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}

// The pages' only inline scripts (the theme before the first paint; a prerendered page's scripts after it), allowed by their hashes.
const INLINE_SCRIPT_HASHES = [THEME_BOOT_SCRIPT, PAGE_LOADER_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

const AD_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const tileOrigin = originOf(config.tileUrl);
  const adOrigins = config.adClientId ? [AD_SCRIPT_ORIGIN] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, ...adOrigins],
    // MUI (emotion) writes its styles into <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : []), ...adOrigins],
    connectSrc: ["'self'", ...adOrigins],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: adOrigins.length ? adOrigins : ["'none'"],
  };
}

/**
 * Powerful features: the camera (sale photos) and location (nearby sales) for our own pages; nothing
 * else, for no one. Only features Chromium knows: an unknown one is a console warning on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()';

/**
 * The build's hashed scripts and styles are never documents or workers, so the policies that only
 * documents obey do nothing on them. Over HTTP/1.1 they were 1.3 KB of headers on each of the 30–60
 * files a screen loads, more than most of those files' own bytes. nosniff and the resource policy
 * still apply to them and stay.
 */
const HASHED_SCRIPT_OR_STYLE = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (HASHED_SCRIPT_OR_STYLE.test(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    } else {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    }
  });
  const httpsOnly = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...contentSecurityPolicy(app.config), ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}) },
    },
    // OpenStreetMap's tile policy requires a Referer; this policy sends only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // No opener policy: it made Chromium start every page in a fresh process, the largest task of a
    // first load (decision 0033). Framing stays forbidden (frame-ancestors, X-Frame-Options).
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
