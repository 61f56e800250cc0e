import { useRef, type PointerEvent } from 'react';

/** A horizontal move this long (px) between press and release is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * Swipe left for the next photo and right for the previous one, by finger, pen or mouse. `wasSwipe`
 * tells a click handler to ignore the click that ends a swipe.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
        swiped.current = true;
        if (dx < 0) onNext();
        else onPrevious();
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasSwipe: () => {
      const result = swiped.current;
      swiped.current = false;
      return result;
    },
  };
}
