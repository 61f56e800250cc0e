import { useCallback, useState } from 'react';

/** Which of `count` photos shows; previous and next wrap around. */
export function usePhotoIndex(count: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const next = useCallback(() => setIndex((value) => (count === 0 ? 0 : (Math.min(value, count - 1) + 1) % count)), [count]);
  const previous = useCallback(() => setIndex((value) => (count === 0 ? 0 : (Math.min(value, count - 1) - 1 + count) % count)), [count]);
  return { index: current, setIndex, next, previous };
}
