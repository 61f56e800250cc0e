/**
 * Gives the screen's heading the focus when it fell to the page itself (nothing focused, or the
 * body): after a navigation whose link is gone, or a dialog that opened by itself closing (it hands
 * focus back to where it was, the body). A screen reader then reads where the person is, and the
 * next Tab goes on from there (WCAG 2.4.3).
 */
export function focusHeadingIfLost(heading = document.querySelector<HTMLElement>('h1')): void {
  if (!heading || (document.activeElement && document.activeElement !== document.body)) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** For a dialog that opens by itself: its transition's `onExited`, after it handed focus back. */
export const focusHeadingAfterClose = () => requestAnimationFrame(() => focusHeadingIfLost());
