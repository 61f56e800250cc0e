import { FIRST_SCREEN_SLOT_CLASS } from '@yardsale/core/first-screen';
import { useEffect, type MouseEvent } from 'react';
import { Stylesheet } from '@/lib/styles/stylesheet';

// While the slot holds the server's cards, what follows it (the loading state) is not shown.
const SLOT_CSS = `.${FIRST_SCREEN_SLOT_CLASS}:not(:empty)+*{display:none}`;
const NOTHING = { __html: '' };

/** The last button tapped among the server's cards: the list it is in (by its name), and its place there. */
let heldTap: { list: string; index: number } | null = null;

function holdTap(event: MouseEvent<HTMLDivElement>) {
  const button = (event.target as Element).closest('button');
  const list = button?.closest('section[aria-label]');
  if (!button || !list) return;
  heldTap = { list: list.getAttribute('aria-label')!, index: [...list.querySelectorAll('button')].indexOf(button) };
}

/**
 * Where a guest's first cards are drawn by the server before the app runs (decision 0032): the page
 * loader fills it (core/src/page-loader-script.ts) and React leaves its content alone, as it does
 * any `dangerouslySetInnerHTML` it hydrates, until the screen's own cards take its place. Render it
 * with the screen's loading state right after it, in one element for every kind of wait, so that it
 * stays until the cards replace it. A tap on one of the server's cards after the app took the page
 * over is carried out on the screen's own card (`useReplayedFirstScreenTap`); one before is held by
 * the page loader and replayed here.
 */
export function FirstScreenSlot() {
  return (
    <>
      <Stylesheet name="first-screen" css={SLOT_CSS} />
      <div className={FIRST_SCREEN_SLOT_CLASS} dangerouslySetInnerHTML={NOTHING} onClick={holdTap} />
    </>
  );
}

/** Once the screen's own cards are drawn, taps the one a visitor tapped among the server's. */
export function useReplayedFirstScreenTap(cardsDrawn: boolean): void {
  useEffect(() => {
    if (!cardsDrawn || !heldTap) return;
    const { list, index } = heldTap;
    heldTap = null;
    const section = [...document.querySelectorAll('section[aria-label]')].find((element) => element.getAttribute('aria-label') === list);
    section?.querySelectorAll('button')[index]?.click();
  }, [cardsDrawn]);
}
