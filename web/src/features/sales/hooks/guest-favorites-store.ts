// A guest's favorites, kept in this browser only (SPEC sections 3 and 6). Each entry remembers until
// when its sale is shown, so expired favorites are dropped without asking the server.
import type { Listing } from '@yardsale/core/api-types';
import { STORAGE_KEYS } from '@yardsale/core/constants';

interface GuestFavorite {
  id: string;
  visibleUntil: string;
}

const isEntry = (value: unknown): value is GuestFavorite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GuestFavorite).id === 'string' &&
  typeof (value as GuestFavorite).visibleUntil === 'string';

const isShown = (entry: GuestFavorite, now: number) => !(Date.parse(entry.visibleUntil) < now);

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.guestFavorites);
  } catch {
    return null; // storage blocked: no guest favorites
  }
}

function parseEntries(raw: string | null): GuestFavorite[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return []; // unreadable: no guest favorites
  }
}

const readEntries = () => parseEntries(readRaw());

/** Throws when storage is full or blocked; the caller tells the guest. */
function writeEntries(entries: GuestFavorite[]): void {
  localStorage.setItem(STORAGE_KEYS.guestFavorites, JSON.stringify(entries));
}

// Recomputed only when the stored text changes, so React sees the same set until then.
let cache: { raw: string | null; ids: ReadonlySet<string> } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** The ids of the guest's favorites still shown. */
export function guestFavoriteIds(): ReadonlySet<string> {
  const raw = readRaw();
  if (cache?.raw !== raw) {
    const now = Date.now();
    cache = { raw, ids: new Set(parseEntries(raw).filter((entry) => isShown(entry, now)).map((entry) => entry.id)) };
  }
  return cache.ids;
}

export function subscribeGuestFavorites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.guestFavorites && notify();
  window.addEventListener('storage', onStorage); // another tab changed them
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps only the entries `keep` accepts, and tells the subscribers when that changed any. */
function keepOnly(keep: (entry: GuestFavorite) => boolean): void {
  const entries = readEntries();
  const kept = entries.filter(keep);
  if (kept.length === entries.length) return;
  try {
    writeEntries(kept);
  } catch {
    // cannot write: expired ones are still hidden (guestFavoriteIds skips them), and the account's are sent again next time
  }
  notify();
}

/** Forgets favorites whose sale is no longer shown. */
export const dropExpiredGuestFavorites = (now: number = Date.now()) => keepOnly((entry) => isShown(entry, now));

/** Forgets these favorites (kept by the account now); the others stay for the next try. */
export const forgetGuestFavorites = (ids: ReadonlySet<string>) => keepOnly((entry) => !ids.has(entry.id));

/** Adds or removes the sale; answers whether it is now a favorite. Throws when storage fails. */
export function toggleGuestFavorite(listing: Pick<Listing, 'id' | 'visibleUntil'>): boolean {
  const entries = readEntries().filter((entry) => isShown(entry, Date.now()));
  const present = entries.some((entry) => entry.id === listing.id);
  writeEntries(
    present ? entries.filter((entry) => entry.id !== listing.id) : [...entries, { id: listing.id, visibleUntil: listing.visibleUntil }],
  );
  notify();
  return !present;
}
