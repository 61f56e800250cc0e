import { STORAGE_KEYS } from '@yardsale/core/constants';
import { useState } from 'react';

const keyOf = (userId: string) => `${STORAGE_KEYS.disclaimerSeen}-${userId}`;

function seen(userId: string): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
}

/** SPEC section 4 "Guidelines dialog": shown before the first classified, then never again for this user. */
export function useGuidelines(userId: string | undefined, creating: boolean) {
  const [agreedNow, setAgreedNow] = useState(false);
  const open = Boolean(userId) && creating && !agreedNow && !seen(userId!);
  const agree = () => {
    try {
      localStorage.setItem(keyOf(userId!), 'true');
    } catch {
      // Storage blocked: the dialog shows again next time, which is harmless.
    }
    setAgreedNow(true);
  };
  return { open, agree };
}
