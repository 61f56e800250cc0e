import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more each frame, each step a
 * transition (rendered in slices React can interrupt). Find's 200 cards then never block a slow
 * phone's main thread in one piece: the first screenful shows, the rest follows while it is read.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((current) => current + step)));
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);
  return Math.min(count, total);
}
