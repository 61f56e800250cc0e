import { Box, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';
import { useTranslation } from '@/lib/i18n';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';

interface FetchedListProps<Item> {
  /** Which list, naming its texts in admin.json (label, empty, loadError). */
  kind: 'suspended' | 'log' | 'lookup';
  query: UseQueryResult<Item[]>;
  /** What one list item shows. */
  children: (item: Item) => ReactNode;
}

/** A list the desk loads when it opens (a tab's), with its loading, failed and empty states. */
export function FetchedList<Item extends { id: string }>({ kind, query, children }: FetchedListProps<Item>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <RetryAlert message={t(`${kind}.loadError`)} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Typography sx={{ py: 6, textAlign: 'center' }}>{t(`${kind}.empty`)}</Typography>;
  return (
    <Stack component="ol" aria-label={t(`${kind}.label`)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {query.data.map((item) => (
        <Box component="li" key={item.id} {...REMOVABLE_ITEM_PROPS} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {children(item)}
        </Box>
      ))}
    </Stack>
  );
}
