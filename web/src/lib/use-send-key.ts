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
const textOf = (sending: unknown) => JSON.stringify(sending, photoAware);

/** A key and what it was first sent with; `unanswered` once a send with it got no answer. */
export interface SendKeyState {
  key: string;
  first: string;
  unanswered: boolean;
}

/** Where a form keeps its key through a reload (lib/form-drafts/send-key-store.ts). */
export interface SendKeyStore {
  read(): SendKeyState | null;
  write(state: SendKeyState | null): void;
}

/**
 * The Idempotency-Key of what a form sends (decision 0084): the same while the same thing is sent
 * again, as after an answer lost on a weak network (the server then answers with what it made the
 * first time); a new one once anything in it changed, or once it was made. Once a send went
 * unanswered, though, the key stays whatever changes, kept in `store` through a reload too (decision
 * 0094): the server may have made it, and a new key would make it twice. If it had, its answer says
 * so, and `changedSinceFirst` tells whether the form must still save what changed.
 */
export function useSendKey(store?: SendKeyStore) {
  const last = useRef<SendKeyState | null>(null);
  const current = () => last.current ?? store?.read() ?? null;
  return {
    keyFor(sending: unknown): string {
      const text = textOf(sending);
      const kept = current();
      last.current = kept && (kept.unanswered || kept.first === text) ? kept : { key: randomUuid(), first: text, unanswered: false };
      return last.current.key;
    },
    /** The send got no answer (the connection failed or stalled): it may have been made. */
    unanswered(): void {
      if (!last.current) return;
      last.current = { ...last.current, unanswered: true };
      store?.write(last.current);
    },
    /** Whether `sending` is other than what its key was first sent with. */
    changedSinceFirst(sending: unknown): boolean {
      const kept = current();
      return kept !== null && kept.first !== textOf(sending);
    },
    /** After it was made: the same thing sent again is meant as another one (a second "OK"). */
    made(): void {
      last.current = null;
      store?.write(null);
    },
  };
}
