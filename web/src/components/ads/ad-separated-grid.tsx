import { Box, type SxProps, type Theme } from '@mui/material';
import { GRID_FIRST_CARDS } from '@yardsale/core/constants';
import { memo, useMemo, type ReactNode } from 'react';
import { AdSlot, type AdFormat } from './ad-slot';
import { adPlacement, FIRST_SCREEN_CARDS, gridColumns, inGroupsOf, type ColumnCounts } from './groups';
import { useGrowingCount } from './use-growing-count';

// GRID_FIRST_CARDS at once, then six more each frame. Counted in cards,
// not groups: twelve cards were a 195 ms task in Lighthouse's unthrottled trace of /find, and a step
// of three groups was 36 cards on /classifieds, whose groups hold twelve.
const CARDS_PER_STEP = 6;
// What a group of cards is assumed to measure before it is first drawn (a phone's three rows).
const GROUP_HEIGHT_GUESS_PX = 720;

type RenderItem<T> = (item: T, firstScreen: boolean) => ReactNode;

interface AdSeparatedGridProps<T extends { id: string }> {
  items: readonly T[];
  /** Cards between two ads. */
  groupSize: number;
  ad: AdFormat;
  /** The list's accessible name. */
  label: string;
  /** Cards per row at each screen size. */
  columns: ColumnCounts;
  /** `firstScreen`: among the FIRST_SCREEN_CARDS. Keep it stable (and the cards memoized): see CardGroup. */
  renderItem: RenderItem<T>;
}

interface CardListProps<T extends { id: string }> {
  items: readonly T[];
  /** The index of the group's first item in the whole list. */
  start: number;
  renderItem: RenderItem<T>;
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sameCards = <T extends { id: string }>(before: CardListProps<T>, after: CardListProps<T>) =>
  before.start === after.start && before.renderItem === after.renderItem && sameItems(before.items, after.items);

/**
 * A group's cards as a list whose items the group's grid lays out (display: contents; the role
 * said again, since WebKit drops a list's role with either). Drawn again only when its own cards
 * change: each growth step adds six cards, and every card shown so far was drawn again with it
 * (200 cards in groups of six: ~3,570 card renders, not 200).
 */
const CardList = memo(function CardList<T extends { id: string }>({ items, start, renderItem }: CardListProps<T>) {
  return (
    <Box component="ul" role="list" sx={{ display: 'contents', listStyle: 'none' }}>
      {items.map((item, index) => (
        <li key={item.id}>{renderItem(item, start + index < FIRST_SCREEN_CARDS)}</li>
      ))}
    </Box>
  );
}, sameCards) as <T extends { id: string }>(props: CardListProps<T>) => ReactNode;

/** How every group of one grid is laid out, made once per grid. */
interface GroupLayout {
  group: SxProps<Theme>;
  ad: SxProps<Theme>;
  format: AdFormat;
}

interface CardGroupProps<T extends { id: string }> extends CardListProps<T> {
  layout: GroupLayout;
  /** The ad after the group (every group but the last). */
  adAfter: boolean;
}

/** A group's grid: its cards, then the ad in the cells its last row leaves. Drawn again only when they change. */
const CardGroup = memo(
  function CardGroup<T extends { id: string }>({ layout, adAfter, ...cards }: CardGroupProps<T>) {
    return (
      <Box sx={layout.group}>
        <CardList {...cards} />
        {adAfter && (
          <Box sx={layout.ad}>
            <AdSlot format={layout.format} />
          </Box>
        )}
      </Box>
    );
  },
  (before, after) => before.layout === after.layout && before.adAfter === after.adAfter && sameCards(before, after),
) as <T extends { id: string }>(props: CardGroupProps<T>) => ReactNode;

/**
 * A grid of cards as a list, with an ad between groups of them (Find, /classifieds: SPEC section 9).
 * Cards are rendered a few at a time (useGrowingCount), and a group out of view is neither laid out
 * nor painted (content-visibility), so scrolling through 200 cards stays smooth on a slow phone.
 */
export function AdSeparatedGrid<T extends { id: string }>({ items, groupSize, ad, label, columns, renderItem }: AdSeparatedGridProps<T>) {
  const shown = useGrowingCount(items.length, GRID_FIRST_CARDS, CARDS_PER_STEP);
  const groups = inGroupsOf(items.slice(0, shown), groupSize);
  const layout = useMemo<GroupLayout>(
    () => ({
      group: {
        my: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: gridColumns(columns),
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${GROUP_HEIGHT_GUESS_PX}px`,
      },
      ad: { gridColumn: adPlacement(columns, groupSize), alignSelf: 'center', minWidth: 0 },
      format: ad,
    }),
    [columns, groupSize, ad],
  );
  return (
    <Box component="section" aria-label={label}>
      {groups.map((group, groupIndex) => (
        <CardGroup
          key={group[0]!.id}
          items={group}
          start={groupIndex * groupSize}
          renderItem={renderItem}
          layout={layout}
          adAfter={groupIndex < groups.length - 1}
        />
      ))}
    </Box>
  );
}
