// Sending an answer kept in memory: its text and compressed copies are made once and reused, and a
// client that still holds it (If-None-Match) gets 304 without a body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compress, negotiateCoding, varyOnEncoding } from './compression';

/** A text kept in memory with its validator and compressed copies (filled on first need). */
export interface CachedText {
  text: string;
  /** A weak validator: the same for every coding of the text. */
  etag: string;
  encoded: Map<string, Promise<Buffer>>;
}

/** A JSON answer kept in memory: its text is the JSON. */
export interface CachedJson extends Omit<CachedText, 'text'> {
  json: string;
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
function stillHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends `body` as `type`, compressed when accepted, or 304 to a client that still holds it. */
export async function sendCachedText(request: FastifyRequest, reply: FastifyReply, body: CachedText, type: string): Promise<FastifyReply> {
  reply.header('etag', body.etag);
  varyOnEncoding(reply);
  if (stillHeld(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type(type);
  const coding = body.text.length >= COMPRESS_FROM_BYTES ? negotiateCoding(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.send(body.text); // a text with its type is sent as it is
  let bytes = body.encoded.get(coding);
  if (!bytes) body.encoded.set(coding, (bytes = compress(body.text, coding)));
  return reply.header('content-encoding', coding).send(await bytes);
}

/**
 * `private, no-cache`: a browser may keep the answer but must ask again each time (with its ETag), and
 * shared caches must not keep it, as they keep no /api answer (decision 0016).
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-cache');
  return sendCachedText(request, reply, { text: answer.json, etag: answer.etag, encoded: answer.encoded }, 'application/json; charset=utf-8');
}
