import { Box } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { AdSlot, type AdFormat } from './ad-slot';
import { inGroupsOf } from './groups';

interface AdSeparatedGridProps<T extends { id: string }> {
  items: readonly T[];
  /** Cards between two ads. */
  groupSize: number;
  ad: AdFormat;
  /** The list's accessible name. */
  label: string;
  /** CSS grid columns per breakpoint. */
  columns: Record<string, string>;
  renderItem: (item: T) => ReactNode;
}

/** A grid of cards as a list, with an ad between groups of them (Find, /classifieds: SPEC section 9). */
export function AdSeparatedGrid<T extends { id: string }>({ items, groupSize, ad, label, columns, renderItem }: AdSeparatedGridProps<T>) {
  return (
    <Box component="section" aria-label={label}>
      {inGroupsOf(items, groupSize).map((group, index) => (
        <Fragment key={group[0]!.id}>
          {index > 0 && <AdSlot format={ad} />}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1.5, gridTemplateColumns: columns }}>
            {group.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
