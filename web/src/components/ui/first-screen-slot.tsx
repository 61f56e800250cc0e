import { FIRST_SCREEN_SLOT_CLASS } from '@yardsale/core/page-loader-script';
import type { MouseEvent } from 'react';
import { Stylesheet } from '@/lib/styles/stylesheet';

// While the slot holds the server's cards, what follows it (the loading state) is not shown.
const SLOT_CSS = `.${FIRST_SCREEN_SLOT_CLASS}:not(:empty)+*{display:none}`;
const NOTHING = { __html: '' };

// The index of the last button tapped among the slot's: the same button of Find's own cards once drawn.
let heldTap: number | null = null;

function holdTap(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as Element).closest('button');
  if (!button) return;
  heldTap = [...event.currentTarget.querySelectorAll('button')].indexOf(button);
}

/**
 * Where a guest's first cards are drawn by the server before the app runs (decision 0032): the page
 * loader fills it (core/src/page-loader-script.ts) and React leaves its content alone, as it does
 * any `dangerouslySetInnerHTML` it hydrates, until Find's own cards take its place. A tap on one of
 * the server's cards after the app took the page over is carried out on Find's card
 * (`replayTapOnFirstScreen`); one before is held by the page loader and replayed here.
 */
export function FirstScreenSlot() {
  return (
    <>
      <Stylesheet name="first-screen" css={SLOT_CSS} />
      <div className={FIRST_SCREEN_SLOT_CLASS} dangerouslySetInnerHTML={NOTHING} onClick={holdTap} />
    </>
  );
}

/** Taps, among `list`'s buttons, the one a visitor tapped on the server's cards. */
export function replayTapOnFirstScreen(list: Element | null): void {
  if (heldTap === null || !list) return;
  const button = list.querySelectorAll('button')[heldTap];
  heldTap = null;
  button?.click();
}
