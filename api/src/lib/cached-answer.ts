// Sending an answer kept in memory: its JSON and compressed copies are made once and reused, and a
// client that still holds it (If-None-Match) gets 304 without a body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compress, negotiateCoding, varyOnEncoding } from './compression';

export interface CachedJson {
  json: string;
  /** A weak validator: the same for every coding of the JSON. */
  etag: string;
  /** Compressed copies by coding, filled here on first need. */
  encoded: Map<string, Promise<Buffer>>;
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
function stillHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * `private, no-cache`: a browser may keep the answer but must ask again each time (with its ETag), and
 * shared caches must not keep it: it can differ by viewer (blocked sellers are left out).
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  varyOnEncoding(reply);
  if (stillHeld(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const coding = answer.json.length >= COMPRESS_FROM_BYTES ? negotiateCoding(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.send(answer.json); // JSON text with a JSON type is sent as it is
  let bytes = answer.encoded.get(coding);
  if (!bytes) answer.encoded.set(coding, (bytes = compress(answer.json, coding)));
  return reply.header('content-encoding', coding).send(await bytes);
}
