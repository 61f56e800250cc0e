import { STORAGE_KEYS } from '@yardsale/core/constants';

// Apart from draft-store.ts: sign-out (lib/auth.ts, in every screen's first load) needs only this.

export const DRAFT_KEY_PREFIX = `${STORAGE_KEYS.formDraft}-`;
/** The IndexedDB database of the photos picked for drafts (draft-photos.ts). */
export const DRAFT_PHOTOS_DATABASE = 'form-draft-photos';

/**
 * On sign-out and account deletion: the next person on this phone sees none of it (a sale's address
 * is a home). The photos go for every account: another account's draft then asks for its photos again.
 */
export function forgetDraftsOf(userId: string): void {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(DRAFT_PHOTOS_DATABASE);
  try {
    const keys = Array.from({ length: localStorage.length }, (_unused, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX) && key.endsWith(`-${userId}`)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing kept either.
  }
}
