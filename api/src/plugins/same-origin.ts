import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { forbidden } from '@/services/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The origin a Referer names; undefined when it names none that can be read. */
function originOf(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cookies ride along on cross-site requests, so a state-changing request must come from our own
 * pages: browsers say where a request comes from in Sec-Fetch-Site and Origin (an old browser may
 * send only a Referer, which then counts). Requests without any of them (curl, server-to-server)
 * carry no ambient cookie risk and pass.
 */
export function registerSameOriginGuard(app: FastifyInstance): void {
  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite)) {
      throw forbidden(REQUEST_MESSAGES.crossSite);
    }
    const referer = fetchSite === undefined ? request.headers.referer : undefined;
    const origin = request.headers.origin ?? (referer && (originOf(referer) ?? 'null'));
    if (origin && origin !== requestOrigin(request) && !allowedOrigins.has(origin)) {
      throw forbidden(REQUEST_MESSAGES.crossSite);
    }
  });
  // Only JSON (and multipart where a route registers it) is parsed: a cross-site HTML form can
  // send text/plain or urlencoded bodies without a preflight, so those types are refused (415).
  app.removeContentTypeParser('text/plain');
}
