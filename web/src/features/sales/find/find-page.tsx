import { Box, Container, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { DEFAULT_UNITS, POLLING_MS } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdSlot } from '@/components/ads/ad-slot';
import { FirstScreenSlot, useReplayedFirstScreenTap } from '@/components/ui/first-screen-slot';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useCurrentUser } from '@/lib/auth';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useDeferredList } from '@/lib/first-draw';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { ListingSheet, ListingSheetById, listingSheetCode } from '../components/lazy-listing-sheet';
import { useFavorites } from '../hooks/use-favorites';
import { useSaleFilters } from '../hooks/use-sale-filters';
import { FindHeader } from './find-header';
import { SaleGrid } from './sale-grid';
import { useFindCenter } from './use-find-center';
import { useNearbyListings } from './use-nearby-listings';

function EmptyState() {
  const { t } = useTranslation('sales');
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {t('find.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">{t('find.emptyText')}</Typography>
    </Box>
  );
}

/** Waiting for a fix or the answer: the first cards drawn by the server, if any, or a spinner. */
function FindLoading({ label }: { label: string }) {
  return (
    <>
      <FirstScreenSlot />
      <PageSpinner label={label} />
    </>
  );
}

function FindResults({ center, onOpen }: { center: LatLng | null; onOpen: (listing: Listing) => void }) {
  const { t } = useTranslation('sales');
  const { filters } = useSaleFilters();
  const { data: user } = useCurrentUser();
  const { isFavorite, toggleFavorite } = useFavorites(POLLING_MS.findFavorites);
  const { listings: answer, loading, failed, retry } = useNearbyListings(center, filters);
  const { drawn: listings, firstDrawPending } = useDeferredList(answer);
  usePrefetchAfterLoad(listingSheetCode, listings.length > 0);
  useReplayedFirstScreenTap(listings.length > 0);
  if (failed) return <RetryAlert message={t('find.loadError.text')} retryLabel={t('find.retry')} onRetry={retry} />;
  // One element for every wait, so the slot the server's cards are drawn in stays until the grid replaces it.
  if (!center || loading || firstDrawPending) return <FindLoading label={t(center ? 'find.findingSales' : 'find.gettingLocation')} />;
  if (listings.length === 0) return <EmptyState />;
  return (
    <SaleGrid
      listings={listings}
      center={center}
      units={user?.preferences.units ?? DEFAULT_UNITS}
      isFavorite={isFavorite}
      onToggleFavorite={toggleFavorite}
      onOpen={onOpen}
    />
  );
}

/**
 * /find: the shown sales near the user as cards, nearest first (SPEC section 2). /find?sale={id}
 * (a sale alert's push and e-mail) opens that sale's sheet over them.
 */
export function FindPage() {
  const center = useFindCenter();
  const [selected, setSelected] = useState<Listing | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = params.get('sale');
  return (
    <>
      <FindHeader />
      <Container component="main" maxWidth="lg" sx={{ py: 2 }}>
        <AdSlot format="banner" />
        <FindResults center={center} onOpen={setSelected} />
        <AdSlot format="banner" />
      </Container>
      <LoadOnFirstOpen open={selected !== null}>
        <ListingSheet listing={selected} onClose={() => setSelected(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={linked !== null}>
        <ListingSheetById id={linked} onClose={() => setParams({}, { replace: true })} />
      </LoadOnFirstOpen>
    </>
  );
}
