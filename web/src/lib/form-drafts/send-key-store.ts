import type { SendKeyState, SendKeyStore } from '@/lib/use-send-key';
import type { DraftPlace } from './draft-store';
import { DRAFT_KEY_PREFIX } from './forget-drafts';

/** Beside the draft ('…send-sale-{userId}'), so that sign-out's forgetDraftsOf takes it with the drafts. */
export const sendKeyAt = (place: DraftPlace): string => place.key.replace(DRAFT_KEY_PREFIX, `${DRAFT_KEY_PREFIX}send-`);

const isState = (value: unknown): value is SendKeyState =>
  typeof value === 'object' && value !== null && typeof (value as SendKeyState).key === 'string' && typeof (value as SendKeyState).first === 'string';

/**
 * The key of a post whose send went unanswered, kept with its draft through a reload (decision 0094):
 * sent again after the reload, the restored draft gets what the first send made, not a second post.
 */
export function sendKeyStore(place: DraftPlace): SendKeyStore {
  const at = sendKeyAt(place);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(localStorage.getItem(at) ?? 'null');
        return isState(value) ? { ...value, unanswered: true } : null;
      } catch {
        return null; // storage blocked, or not ours
      }
    },
    write(state) {
      try {
        if (state) localStorage.setItem(at, JSON.stringify(state));
        else localStorage.removeItem(at);
      } catch {
        // Storage blocked: the key lives with the page only.
      }
    },
  };
}
