import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';

interface DeskQueueProps<Item> {
  /** Which queue, naming its texts in admin.json (queue.reports, queue.appeals, queue.deletions). */
  kind: 'reports' | 'appeals' | 'deletions';
  items: Item[];
  /** The card of one item. */
  children: (item: Item) => ReactNode;
}

/** A queue of cases, oldest first, as the API orders them: the desk works through it from the top. */
export function DeskQueue<Item extends { id: string }>({ kind, items, children }: DeskQueueProps<Item>) {
  const { t } = useTranslation('admin');
  if (items.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6">
          {t(`queue.${kind}.empty`)}
        </Typography>
        <Typography color="text.secondary">{t(`queue.${kind}.emptyHint`)}</Typography>
      </Stack>
    );
  }
  return (
    <Stack component="ol" spacing={2} aria-label={t(`queue.${kind}.label`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        // Focusable by script: where focus goes when an action takes the case before it away.
        <li key={item.id} {...REMOVABLE_ITEM_PROPS}>
          {children(item)}
        </li>
      ))}
    </Stack>
  );
}
