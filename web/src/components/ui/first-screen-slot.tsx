import { FIRST_SCREEN_COVERS_ATTRIBUTE, FIRST_SCREEN_SLOT_CLASS } from '@yardsale/core/first-screen';
import { useEffect, type CSSProperties, type MouseEvent } from 'react';
import { Stylesheet } from '@/lib/styles/stylesheet';

const SLOT = `.${FIRST_SCREEN_SLOT_CLASS}`;
const COVERING = `[${FIRST_SCREEN_COVERS_ATTRIBUTE}]`;

/**
 * On a group of buttons that a first screen from the server draws beside its cards and the screen
 * draws too (Find's note on where it searches without a position), the value naming it: a tap on a
 * button of the server's is carried out on the app's once its cards are drawn.
 */
export const FIRST_SCREEN_GROUP_ATTRIBUTE = 'data-first-screen-group';
const GROUP = `[${FIRST_SCREEN_GROUP_ATTRIBUTE}]`;

// While the slot holds the server's cards, what follows it (the loading state) is not shown; a slot
// laid over its screen (the map) is neither seen nor in the way of taps until it holds something,
// and a loading state under it is not drawn while it does (a spinner repaints every frame).
const SLOT_CSS =
  `${SLOT}:not(${COVERING}):not(:empty)+*{display:none}` +
  `${SLOT}${COVERING}:empty{visibility:hidden;pointer-events:none}${SLOT}${COVERING}:not(:empty)+[role=status]{display:none}`;
const NOTHING = { __html: '' };

/** A button's place among those of a group (a list of cards, a note), the group by a selector. */
type HeldTap = { group: string; index: number } | { listingId: string };

/**
 * The taps on the server's screen, in order: a button in a group (the group's selector, the
 * button's place there), or a sale's pin. All are kept: a visitor who taps two hearts before the app's cards replace
 * the server's has both saved, not only the last. The same one tapped again counts once, as in the
 * page loader: a second tap made because nothing seemed to happen would undo a heart.
 */
let heldTaps: HeldTap[] = [];

function hold(tap: HeldTap) {
  if (!heldTaps.some((held) => JSON.stringify(held) === JSON.stringify(tap))) heldTaps.push(tap);
}

/** The selector that finds the app's own copy of a button's group, if the button is in one. */
function groupOf(button: Element): { selector: string; element: Element } | undefined {
  const named = button.closest(GROUP);
  if (named) return { selector: `[${FIRST_SCREEN_GROUP_ATTRIBUTE}="${CSS.escape(named.getAttribute(FIRST_SCREEN_GROUP_ATTRIBUTE)!)}"]`, element: named };
  const list = button.closest('section[aria-label]');
  if (list) return { selector: `section[aria-label="${CSS.escape(list.getAttribute('aria-label')!)}"]`, element: list };
  return undefined;
}

function holdTap(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as Element;
  const pin = target.closest('[data-listing-id]');
  if (pin) {
    hold({ listingId: pin.getAttribute('data-listing-id')! });
    return;
  }
  const button = target.closest('button');
  const group = button && groupOf(button);
  if (!button || !group) return;
  hold({ group: group.selector, index: [...group.element.querySelectorAll('button')].indexOf(button) });
}

/** Takes the held taps of one kind out of the queue, in order. */
function takeHeld<T extends HeldTap>(isKind: (tap: HeldTap) => tap is T): T[] {
  const taken = heldTaps.filter(isKind);
  heldTaps = heldTaps.filter((tap) => !isKind(tap));
  return taken;
}

const isGroupTap = (tap: HeldTap): tap is { group: string; index: number } => 'group' in tap;
const isPinTap = (tap: HeldTap): tap is { listingId: string } => 'listingId' in tap;

/**
 * Where a guest's first screen is drawn by the server before the app runs (decisions 0032, 0034):
 * the page loader fills it (core/src/page-loader-script.ts) and React leaves its content alone, as
 * it does any `dangerouslySetInnerHTML` it hydrates, until the screen's own content takes its place.
 * Render it with the screen's loading state right after it, in one element for every kind of wait,
 * so that it stays until the cards replace it; or, with `covering` (the CSS height of the screen's
 * area), laid over that area inside a positioned parent, until the screen removes it. A tap on the
 * server's screen after the app took the page over is carried out on the screen's own content
 * (`useReplayedFirstScreenTap`, `useReplayedFirstScreenPin`); one before is held by the page loader
 * and replayed here.
 */
export function FirstScreenSlot({ covering }: { covering?: string }) {
  const cover: CSSProperties | undefined = covering ? { position: 'absolute', top: 0, left: 0, right: 0, height: covering, zIndex: 1100 } : undefined;
  return (
    <>
      <Stylesheet name="first-screen" css={SLOT_CSS} />
      <div
        className={FIRST_SCREEN_SLOT_CLASS}
        {...(covering ? { [FIRST_SCREEN_COVERS_ATTRIBUTE]: '' } : {})}
        style={cover}
        dangerouslySetInnerHTML={NOTHING}
        onClick={holdTap}
      />
    </>
  );
}

/** Once the screen's own cards are drawn, taps those a visitor tapped among the server's, in order. */
export function useReplayedFirstScreenTap(cardsDrawn: boolean): void {
  useEffect(() => {
    if (!cardsDrawn) return;
    // The slot is gone with the cards' drawing: the first of a group is the app's own.
    for (const { group, index } of takeHeld(isGroupTap)) document.querySelector(group)?.querySelectorAll('button')[index]?.click();
  }, [cardsDrawn]);
}

/** Once the map is drawn, opens the sale whose pin a visitor tapped last on the server's picture of it. */
export function useReplayedFirstScreenPin(mapDrawn: boolean, open: (listingId: string) => void): void {
  useEffect(() => {
    if (!mapDrawn) return;
    const last = takeHeld(isPinTap).at(-1);
    if (last) open(last.listingId);
  }, [mapDrawn, open]);
}
