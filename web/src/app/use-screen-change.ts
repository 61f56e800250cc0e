import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { CONVERSATION_PARAMS } from '@yardsale/core/constants';
import { paths } from '@/config/paths';
import { focusHeadingIfLost } from '@/lib/focus-heading';
import { screenTitle } from '@/lib/screen-title';
/**
 * How long the screen may still be settling, in frames (about three seconds): its data or strings
 * arriving draw it again, and may put a new heading in place of the one that had the focus.
 */
const SETTLING_FRAMES = 180;

/**
 * Names the tab after the screen's heading (as the prerendered pages are named at build time) and,
 * after a navigation, moves focus to that heading when nothing else took it (the link that was
 * pressed is gone, so focus would fall to the page itself): a screen reader then reads where the
 * person is (WCAG 2.4.2, 2.4.3). A screen that focuses a field of its own keeps it.
 */
function announceScreen(moveFocus: boolean): () => void {
  let frame = 0;
  let frames = 0;
  const look = () => {
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading?.textContent) {
      document.title = screenTitle(heading.textContent);
      if (moveFocus) focusHeadingIfLost(heading);
    }
    if (frames++ < SETTLING_FRAMES) frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
}

/** Query parameters that name another screen rather than a sheet or a filter over the same one. */
const SCREEN_PARAMS: Record<string, readonly string[]> = {
  // A conversation takes the whole of /messages.
  [paths.messages]: Object.values(CONVERSATION_PARAMS),
};

function screenOf(pathname: string, search: string): string {
  const names = SCREEN_PARAMS[pathname];
  if (!names) return pathname;
  const params = new URLSearchParams(search);
  return [pathname, ...names.map((name) => params.get(name) ?? '')].join('\u0000');
}

/**
 * What changes with the screen, not with its query (a sheet, a filter): the tab's name and the
 * focus, and where it is scrolled. A screen opened by a link or after a save starts at its top, not
 * at the scroll position of the one before it (the list after a long form); Back and Forward leave
 * the browser's own restoring alone.
 */
export function useScreenChange(): void {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef<string | null>(null);
  const screen = screenOf(pathname, search);
  useLayoutEffect(() => {
    if (shown.current === screen) return;
    const first = shown.current === null;
    shown.current = screen;
    if (!first && navigation !== 'POP') window.scrollTo(0, 0);
    return announceScreen(!first);
  }, [screen, navigation]);
}
