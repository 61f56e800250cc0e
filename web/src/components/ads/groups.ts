/**
 * The cards a phone shows before any scrolling (two rows of two). Their photos are what the page is
 * waiting for (the largest paint), so they are fetched at once and before the rest, not lazily.
 */
export const FIRST_SCREEN_CARDS = 4;

/** Splits items into consecutive groups of `size` (the last may be shorter): grids put an ad between groups. */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('size must be a whole number of at least 1');
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
