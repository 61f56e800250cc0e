import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES, compress, negotiateCoding, varyOnEncoding } from '@/lib/compression';

const COMPRESSED_TYPE = /^(application\/json|text\/html)/;

/**
 * JSON and HTML answers of 1 KB and more are sent compressed when the client accepts it (a 200-sale
 * page: 171 KB → ~20 KB; Find's first screen). Only such text is touched: every API answer is serialized to a string first,
 * while the web app's files are streams with their own build-time .br/.gz twins and the event
 * stream writes to the socket itself, so both pass through as they are. An answer that already
 * carries a Content-Encoding (the map's cached markers) is left alone. Registered after the tests'
 * answer check (app.ts), which reads the JSON text.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // Characters ≤ bytes: a string this short is short in bytes too, or nearly.
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES || request.method === 'HEAD') return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSED_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    varyOnEncoding(reply);
    const coding = negotiateCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return compress(payload, coding);
  });
}
