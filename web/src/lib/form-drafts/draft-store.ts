import { DAY_MS } from '@yardsale/core/durations';
import { DRAFT_KEY_PREFIX as PREFIX } from './forget-drafts';
import { sendKeyAt } from './send-key-store';

// Decision 0055: a post's form, as the seller left it, stays on this device until it is sent.

/** Raised when what is stored changes shape: older drafts are then left unread. */
const VERSION = 1;
/** A draft nobody came back to for this long is dropped rather than offered. */
const KEPT_FOR_MS = 30 * DAY_MS;

/** Which form of which account, and for an edit the post as the form started from it. */
export interface DraftPlace {
  key: string;
  /** The starting values of an edit, as text: a draft of an older version of the post is not offered. */
  base: string | null;
}

/** A photo picked on the device, kept apart (draft-photos.ts): its key, and where it stands among the form's photos. */
export interface PhotoPlace {
  key: string;
  at: number;
}

/** Values as kept: without the photos picked on the device, which are files, and with where those stand. */
export interface KeptValues<T> {
  values: T;
  photos: PhotoPlace[];
}

interface StoredDraft<T> extends KeptValues<T> {
  version: number;
  savedAt: number;
  base: string | null;
}

/** `form` names the form ('sale', 'classified', or an edit's 'sale-{id}'); `editing` is the post's starting values. */
export function draftPlace(userId: string, form: string, editing?: unknown): DraftPlace {
  return { key: `${PREFIX}${form}-${userId}`, base: editing === undefined ? null : JSON.stringify(editing) };
}

/** Whether `value` has every field of `template`, each of the same kind (text, number, yes/no, list, object). */
function sameShape(template: object, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(template).every(([field, expected]) => {
    const found = record[field];
    if (expected === null) return found === null || typeof found === 'object';
    if (Array.isArray(expected)) return Array.isArray(found);
    return typeof found === typeof expected || (typeof expected === 'object' && found === null);
  });
}

const isPhotoPlace = (value: unknown): value is PhotoPlace =>
  typeof value === 'object' && value !== null && typeof (value as PhotoPlace).key === 'string' && Number.isInteger((value as PhotoPlace).at);

function parse(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** The draft kept at `place`, if it is recent, of this version of the post, and shaped like `template`. */
export function readDraft<T extends object>(place: DraftPlace, template: T, now = Date.now()): KeptValues<T> | null {
  let stored: Partial<StoredDraft<T>> | null;
  try {
    stored = parse(localStorage.getItem(place.key)) as Partial<StoredDraft<T>> | null;
  } catch {
    return null; // storage blocked
  }
  if (!stored || stored.version !== VERSION || stored.base !== place.base) return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > KEPT_FOR_MS) return null;
  if (!sameShape(template, stored.values)) return null;
  return { values: stored.values as T, photos: Array.isArray(stored.photos) ? stored.photos.filter(isPhotoPlace) : [] };
}

/** Whether anything is stored at `place`, usable or not. */
export function hasDraft(place: DraftPlace): boolean {
  try {
    return localStorage.getItem(place.key) !== null;
  } catch {
    return false;
  }
}

export function saveDraft<T>(place: DraftPlace, kept: KeptValues<T>, now = Date.now()): void {
  const stored: StoredDraft<T> = { version: VERSION, savedAt: now, base: place.base, ...kept };
  try {
    localStorage.setItem(place.key, JSON.stringify(stored));
  } catch {
    // Storage blocked or full: the form still works, it is just not kept.
  }
}

/** With the key of its unanswered send, if any: what is written next is another post. */
export function forgetDraft(place: DraftPlace): void {
  try {
    localStorage.removeItem(place.key);
    localStorage.removeItem(sendKeyAt(place));
  } catch {
    // Storage blocked: there is nothing kept either.
  }
}
