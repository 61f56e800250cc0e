import { useCallback, useState } from 'react';
import { useFocusAfterRemoval } from '@/lib/focus-after-removal';
import type { DeskActionInput } from '../api/desk-action';

/** An action the administrator picked, waiting for its reason in the dialog. */
export interface DeskRequest extends Omit<DeskActionInput, 'note'> {
  /** Who or what the dialog names: a person or a post's title. */
  subject: string;
  /** Another text of the action's dialog (admin.json dialog.<kind>.<text>), for a case it words apart. */
  text?: 'textNoAccount';
}

/** The one note dialog of the desk. Closing keeps the request, so the dialog keeps its text while it fades out. */
export function useDeskDialog() {
  const [request, setRequest] = useState<DeskRequest | null>(null);
  const [open, setOpen] = useState(false);
  const { remember, restore } = useFocusAfterRemoval();
  const show = useCallback(
    (next: DeskRequest) => {
      remember();
      setRequest(next);
      setOpen(true);
    },
    [remember],
  );
  const close = useCallback(() => setOpen(false), []);
  return { request, open, show, close, exited: restore };
}
