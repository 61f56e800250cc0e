import { useRef } from 'react';

/** A random UUID, also where crypto.randomUUID is missing (a page served over plain http on a LAN address). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON writes a File as {}: for comparing what is sent, a photo is what names it. */
const photoAware = (_key: string, value: unknown) => (value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value);

/**
 * The Idempotency-Key of what a form sends (decision 0084): the same while the same thing is sent
 * again, as after an answer lost on a weak network (the server then answers with what it made the
 * first time); a new one once anything in it changed, or once it was made.
 */
export function useSendKey() {
  const last = useRef<{ sending: string; key: string } | null>(null);
  return {
    keyFor(sending: unknown): string {
      const text = JSON.stringify(sending, photoAware);
      if (last.current?.sending !== text) last.current = { sending: text, key: randomUuid() };
      return last.current.key;
    },
    /** After it was made: the same thing sent again is meant as another one (a second "OK"). */
    made(): void {
      last.current = null;
    },
  };
}
