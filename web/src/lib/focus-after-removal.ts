import { useCallback, useRef } from 'react';

/**
 * An item of a list that a dialog's action may remove: the lists mark theirs focusable
 * (`tabIndex={-1}`, REMOVABLE_ITEM_PROPS), so focus has somewhere to land when one goes.
 */
const REMOVABLE_ITEM = 'li[tabindex]';
export const REMOVABLE_ITEM_PROPS = { tabIndex: -1 } as const;

/** Where the control that opened a dialog stood: its list item, that item's place, and the tab panel holding the list. */
interface Opener {
  item: HTMLElement | null;
  index: number;
  panel: HTMLElement | null;
}

const NO_OPENER: Opener = { item: null, index: -1, panel: null };

function openerOf(control: Element | null): Opener {
  const item = control?.closest<HTMLElement>(REMOVABLE_ITEM) ?? null;
  const panel = control?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
  const index = item && panel ? [...panel.querySelectorAll(REMOVABLE_ITEM)].indexOf(item) : -1;
  return { item, index, panel };
}

/**
 * A done action can take its item off the list, and the button that opened the dialog with it, so
 * the dialog could not give focus back: focus lands on the item that took its place (the one below,
 * or the last), or on the tab of a list left empty, not at the top of the page.
 */
function focusAfterRemoval({ item, index, panel }: Opener): void {
  if (!panel?.isConnected) return;
  // On the page's body, or still in the faded dialog's layer (about to go): nowhere a person put it.
  const page = panel.closest('body > *');
  const active = document.activeElement;
  if (active && active !== document.body && page?.contains(active)) return;
  if (item?.isConnected) return item.focus();
  const items = panel.querySelectorAll<HTMLElement>(REMOVABLE_ITEM);
  const next = items[Math.min(index, items.length - 1)];
  if (next) return next.focus();
  const tab = panel.getAttribute('aria-labelledby');
  if (tab) document.getElementById(tab)?.focus();
}

/**
 * For a dialog whose action may remove the item it was opened from: `remember` as it opens (the
 * focused control is its opener), `restore` once it has faded out (MUI's transition `onExited`),
 * after MUI gave focus back to the opener if it could.
 */
export function useFocusAfterRemoval() {
  const opener = useRef<Opener>(NO_OPENER);
  const remember = useCallback(() => {
    opener.current = openerOf(document.activeElement);
  }, []);
  const restore = useCallback(() => focusAfterRemoval(opener.current), []);
  return { remember, restore };
}
