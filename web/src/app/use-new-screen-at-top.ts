import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A screen opened by a link or after a save starts at its top, not at the scroll position of the
 * screen before it (the list after a long form). Back and Forward leave the browser's own
 * restoring alone, and a change of the query only (a sheet, a filter) keeps the place.
 */
export function useNewScreenAtTop(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
