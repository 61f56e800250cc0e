import { useCallback, useLayoutEffect, useRef } from 'react';
import { useFocusAfterRemoval } from '@/lib/focus-after-removal';

interface Move {
  /** Where the moved photo now stands. */
  to: number;
  step: -1 | 1;
}

/**
 * Keeps focus in the photo list as it changes. A moved photo's arrow keeps it, so pressing again
 * moves the photo on; at an end, where that arrow is disabled, the arrow back takes it. A removed
 * photo's place goes to the photo that took it, or to the section's heading once none is left
 * (focus-after-removal.ts). Without this, both fell to the top of the page.
 */
export function usePhotoListFocus(photos: readonly unknown[]) {
  const list = useRef<HTMLUListElement>(null);
  const move = useRef<Move | null>(null);
  const { remember, restore } = useFocusAfterRemoval();
  useLayoutEffect(() => {
    if (move.current) focusArrow(list.current, move.current);
    move.current = null;
    restore();
  }, [photos, restore]);
  const moving = useCallback((to: number, step: Move['step']) => {
    move.current = { to, step };
  }, []);
  return { list, moving, removing: remember };
}

function focusArrow(list: HTMLUListElement | null, { to, step }: Move): void {
  const arrows = [...(list?.children[to]?.querySelectorAll<HTMLButtonElement>('button[data-step]') ?? [])];
  const same = arrows.find((arrow) => arrow.dataset.step === String(step) && !arrow.disabled);
  (same ?? arrows.find((arrow) => !arrow.disabled))?.focus();
}
