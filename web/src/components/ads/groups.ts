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

/** Cards per row at each screen size from which it applies (MUI breakpoints). */
export type ColumnCounts = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/** The CSS grid columns for each screen size: equal columns that may shrink below a card's content. */
export function gridColumns(counts: ColumnCounts): Record<string, string> {
  return Object.fromEntries(Object.entries(counts).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));
}

/**
 * Where the ad after a full group goes at each screen size: into the cells its last row leaves
 * empty, or across a row of its own when the group fills its rows. Find's six cards on four columns
 * leave two cells, which stood empty beside the ad's row before.
 */
export function adPlacement(counts: ColumnCounts, groupSize: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(counts).map(([breakpoint, count]) => {
      const leftOver = groupSize % count;
      return [breakpoint, leftOver === 0 ? '1 / -1' : `span ${count - leftOver}`];
    }),
  );
}
