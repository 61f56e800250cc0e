import { useCallback, useRef } from 'react';

/**
 * An item of a list that an action may remove: the lists mark theirs focusable (`tabIndex={-1}`,
 * REMOVABLE_ITEM_PROPS), so focus has somewhere to land when one goes.
 */
const REMOVABLE_ITEM = 'li[tabindex]';
export const REMOVABLE_ITEM_PROPS = { tabIndex: -1 } as const;
/** What holds such a list and names it: a tab's panel, or a section with a heading (SectionCard's is focusable). */
const SCOPE = '[role="tabpanel"], section[aria-labelledby]';

/** Where the control that started the action stood: its list item, that item's place, and the panel or section holding the list. */
interface Opener {
  item: HTMLElement | null;
  index: number;
  scope: HTMLElement | null;
}

const NO_OPENER: Opener = { item: null, index: -1, scope: null };

function openerOf(control: Element | null): Opener {
  const item = control?.closest<HTMLElement>(REMOVABLE_ITEM) ?? null;
  const scope = control?.closest<HTMLElement>(SCOPE) ?? null;
  const index = item && scope ? [...scope.querySelectorAll(REMOVABLE_ITEM)].indexOf(item) : -1;
  return { item, index, scope };
}

/**
 * A done action can take its item off the list, and the control that started it with it, so focus
 * would fall to the top of the page: it lands on the item that took its place (the one below, or the
 * last), or on what names a list left empty (its tab, or its section's heading).
 */
function focusAfterRemoval({ item, index, scope }: Opener): void {
  if (!scope?.isConnected) return;
  // On the page's body, or still in the faded dialog's layer (about to go): nowhere a person put it.
  const page = scope.closest('body > *');
  const active = document.activeElement;
  if (active && active !== document.body && page?.contains(active)) return;
  if (item?.isConnected) return item.focus();
  const items = scope.querySelectorAll<HTMLElement>(REMOVABLE_ITEM);
  const next = items[Math.min(index, items.length - 1)];
  if (next) return next.focus();
  const name = scope.getAttribute('aria-labelledby');
  if (name) document.getElementById(name)?.focus();
}

/**
 * For an action that may remove the item it was started from: `remember` as it starts (the focused
 * control is where it stood), `restore` once the list has changed: a dialog's once it has faded out
 * (MUI's transition `onExited`, after MUI gave focus back to the opener if it could), an inline
 * button's in an effect of the list's items. Each remembered place is restored once.
 */
export function useFocusAfterRemoval() {
  const opener = useRef<Opener>(NO_OPENER);
  const remember = useCallback(() => {
    opener.current = openerOf(document.activeElement);
  }, []);
  const restore = useCallback(() => {
    const place = opener.current;
    opener.current = NO_OPENER;
    focusAfterRemoval(place);
  }, []);
  return { remember, restore };
}
