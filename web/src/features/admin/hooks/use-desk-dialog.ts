import { useCallback, useRef, useState } from 'react';
import type { DeskActionInput } from '../api/desk-action';

/** An action the administrator picked, waiting for its reason in the dialog. */
export interface DeskRequest extends Omit<DeskActionInput, 'note'> {
  /** Who or what the dialog names: a person or a post's title. */
  subject: string;
  /** Another text of the action's dialog (admin.json dialog.<kind>.<text>), for a case it words apart. */
  text?: 'textNoAccount';
}

/** Where the button that opened the dialog stood: its queue item, and that item's place in the tab's list. */
interface Opener {
  item: HTMLElement | null;
  index: number;
  panel: HTMLElement | null;
}

function openerOf(button: Element | null): Opener {
  const item = button?.closest<HTMLElement>('li[tabindex]') ?? null;
  const panel = button?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
  const index = item && panel ? [...panel.querySelectorAll('li[tabindex]')].indexOf(item) : -1;
  return { item, index, panel };
}

/**
 * A done action takes its case off the queue, and the button that opened the dialog with it, so
 * the dialog could not give focus back: focus lands on the case that took its place (the one
 * below, or the last), or on the tab of a queue left empty, not at the top of the page.
 */
function focusAfterAction({ item, index, panel }: Opener): void {
  if (!panel?.isConnected) return;
  // On the page's body, or still in the faded dialog's layer (about to go): nowhere a person put it.
  const page = panel.closest('body > *');
  const active = document.activeElement;
  if (active && active !== document.body && page?.contains(active)) return;
  if (item?.isConnected) return item.focus();
  const items = panel.querySelectorAll<HTMLElement>('li[tabindex]');
  const next = items[Math.min(index, items.length - 1)];
  if (next) return next.focus();
  const tab = panel.getAttribute('aria-labelledby');
  if (tab) document.getElementById(tab)?.focus();
}

/** The one note dialog of the desk. Closing keeps the request, so the dialog keeps its text while it fades out. */
export function useDeskDialog() {
  const [request, setRequest] = useState<DeskRequest | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<Opener>({ item: null, index: -1, panel: null });
  const show = useCallback((next: DeskRequest) => {
    opener.current = openerOf(document.activeElement);
    setRequest(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  /** Once the dialog has faded out (and given focus back, if it could). */
  const exited = useCallback(() => focusAfterAction(opener.current), []);
  return { request, open, show, close, exited };
}
