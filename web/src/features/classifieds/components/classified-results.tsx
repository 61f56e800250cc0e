import type { Classified } from '@yardsale/core/api-types';
import type { ClassifiedSort } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FirstScreenSlot, useReplayedFirstScreenTap } from '@/components/ui/first-screen-slot';
import { LoadMore } from '@/components/ui/load-more';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useUnits } from '@/lib/auth';
import { useDeferredList } from '@/lib/first-draw';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { useClassifiedSearch } from '../hooks/use-classified-search';
import { ClassifiedsShown } from './classifieds-shown';
import { ClassifiedSkeleton } from './classified-skeleton';
import { EmptyClassifieds } from './empty-classifieds';
import { classifiedSheetCode } from './lazy-classified-sheet';

interface ClassifiedResultsProps {
  q: string;
  category: string;
  sort: ClassifiedSort;
  savedOnly: boolean;
  center: LatLng | null;
  ready: boolean;
  onOpen: (classified: Classified, now: number) => void;
}

/** Waiting for a fix or the first page: the first cards drawn by the server, if any, or the skeleton. */
function ResultsLoading() {
  return (
    <>
      <FirstScreenSlot />
      <ClassifiedSkeleton />
    </>
  );
}

/** The count, the grid and further pages; the skeleton, an error or an empty state instead. */
export function ClassifiedResults({ q, category, sort, savedOnly, center, ready, onOpen }: ClassifiedResultsProps) {
  const { t } = useTranslation('classifieds');
  const units = useUnits();
  const { query, classifieds: answer, similarWords, searching } = useClassifiedSearch({ q, category, sort, savedOnly, center, enabled: ready });
  const { drawn: classifieds, firstDrawPending } = useDeferredList(answer);
  usePrefetchAfterLoad(classifiedSheetCode, classifieds.length > 0);
  const fetchedAt = query.dataUpdatedAt;
  const openCard = useCallback((classified: Classified) => onOpen(classified, fetchedAt), [onOpen, fetchedAt]);
  useReplayedFirstScreenTap(classifieds.length > 0);
  // Offline, a first page that failed waits to be tried again until the browser is back online
  // (the spec's 3 retries): say so instead of drawing the skeleton all that time.
  const waitingOffline = query.isPending && query.isPaused;
  // One element for every wait, so the slot the server's cards are drawn in stays until the grid replaces it.
  if (!ready || (query.isPending && !waitingOffline) || firstDrawPending) return <ResultsLoading />;
  if ((query.isError || waitingOffline) && !query.data) return <RetryAlert message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (classifieds.length === 0) return <EmptyClassifieds searching={searching} savedOnly={savedOnly} />;
  return (
    <>
      <ClassifiedsShown classifieds={classifieds} more={query.hasNextPage} similarWords={similarWords} units={units} now={fetchedAt} stale={query.isPlaceholderData} onOpen={openCard} />
      {query.hasNextPage && <LoadMore loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })} />}
    </>
  );
}
