// Content coding of answers (brotli, gzip) negotiated from Accept-Encoding. Shared by the onSend hook
// that compresses JSON answers (plugins/compression.ts) and routes that keep compressed copies
// of cached answers (the map's markers).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Smaller answers gain little (a TCP packet holds ~1.4 KB) and cost a compression each. */
export const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Brotli's default quality (11) is for files compressed once at build time: ~100× slower than 4,
// which already beats gzip's default on JSON. Text mode and the size hint help it a little more.
const brotliOptions = (bytes: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes },
});

/** Compressed off the event loop (zlib's thread pool), so a large answer does not hold other requests. */
export function compress(text: string | Buffer, coding: ContentCoding): Promise<Buffer> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return coding === 'br' ? brotli(bytes, brotliOptions(bytes.length)) : gzip(bytes, { level: 6 });
}

/**
 * The coding to answer with: brotli when accepted, else gzip, else none. `q=0` refuses a coding,
 * and `*` stands for any not named.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** Adds Accept-Encoding to Vary, keeping what is there: caches must tell the codings apart. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
