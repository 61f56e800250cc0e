/** The list with the item at `from` moved one place by `step` (-1 left, 1 right); unchanged at the ends. */
export function movedBy<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** How many of `picked` fit beside `current` under `max`, and whether some were left out. */
export function fitting<T>(current: number, picked: readonly T[], max: number): { kept: T[]; refused: boolean } {
  const room = Math.max(0, max - current);
  return { kept: picked.slice(0, room), refused: picked.length > room };
}
