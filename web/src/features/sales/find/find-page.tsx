import { Box, Button, Container, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { DEFAULT_UNITS, POLLING_MS, type Units } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import { findRadiusOf, LISTING_LIST_LIMITS, widerFindRadius } from '@yardsale/core/listing-query';
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
import { useDistanceText } from '@/lib/use-distance-text';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { ListingSheet, ListingSheetById, listingSheetCode } from '../components/lazy-listing-sheet';
import { useFavorites } from '../hooks/use-favorites';
import { useSaleFilters } from '../hooks/use-sale-filters';
import { FindHeader } from './find-header';
import { SaleGrid } from './sale-grid';
import { useFindCenter } from './use-find-center';
import { useNearbyListings } from './use-nearby-listings';

interface FindRadius {
  radiusKm: number;
  units: Units;
  onWiden: (radiusKm: number) => void;
}

/** Nothing near: the spec's words, and the next wider circle to search, if any. */
function EmptyState({ radiusKm, units, onWiden }: FindRadius) {
  const { t } = useTranslation('sales');
  const length = useDistanceText('length', true);
  const wider = widerFindRadius(radiusKm);
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h2" variant="h6">
        {t('find.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('find.emptyText')}
      </Typography>
      {wider && (
        <Button variant="outlined" onClick={() => onWiden(wider)}>
          {t('find.widen', { distance: length(wider, units) })}
        </Button>
      )}
    </Box>
  );
}

/** A circle wider than the default is said above the cards. */
function WidenedNote({ radiusKm, units }: Omit<FindRadius, 'onWiden'>) {
  const { t } = useTranslation('sales');
  const length = useDistanceText('length', true);
  if (radiusKm === LISTING_LIST_LIMITS.radiusDefaultKm) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 1 }}>
      {t('find.within', { distance: length(radiusKm, units) })}
    </Typography>
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

interface FindResultsProps {
  center: LatLng | null;
  radiusKm: number;
  onWiden: (radiusKm: number) => void;
  onOpen: (listing: Listing) => void;
}

function FindResults({ center, radiusKm, onWiden, onOpen }: FindResultsProps) {
  const { t } = useTranslation('sales');
  const { filters } = useSaleFilters();
  const { data: user } = useCurrentUser();
  const units = user?.preferences.units ?? DEFAULT_UNITS;
  const { isFavorite, toggleFavorite } = useFavorites(POLLING_MS.findFavorites);
  const { listings: answer, loading, failed, retry } = useNearbyListings(center, filters, radiusKm);
  const { drawn: listings, firstDrawPending } = useDeferredList(answer);
  usePrefetchAfterLoad(listingSheetCode, listings.length > 0);
  useReplayedFirstScreenTap(listings.length > 0);
  if (failed) return <RetryAlert message={t('find.loadError.text')} retryLabel={t('find.retry')} onRetry={retry} />;
  // One element for every wait, so the slot the server's cards are drawn in stays until the grid replaces it.
  if (!center || loading || firstDrawPending) return <FindLoading label={t(center ? 'find.findingSales' : 'find.gettingLocation')} />;
  if (listings.length === 0) return <EmptyState radiusKm={radiusKm} units={units} onWiden={onWiden} />;
  return (
    <>
      <WidenedNote radiusKm={radiusKm} units={units} />
      <SaleGrid listings={listings} center={center} units={units} isFavorite={isFavorite} onToggleFavorite={toggleFavorite} onOpen={onOpen} />
    </>
  );
}

/**
 * /find: the shown sales near the user as cards, nearest first (SPEC section 2), within the default
 * circle or a wider one the person chose when nothing was near (?within=50). /find?sale={id} (a sale
 * alert's push and e-mail) opens that sale's sheet over them.
 */
export function FindPage() {
  const center = useFindCenter();
  const [selected, setSelected] = useState<Listing | null>(null);
  const [params, setParams] = useSearchParams();
  const linked = params.get('sale');
  const radiusKm = findRadiusOf(params.get('within'));
  /** Sets one parameter (null: removes it), keeping the others. */
  const setParam = (name: string, value: string | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );
  return (
    <>
      <FindHeader />
      <Container component="main" maxWidth="lg" sx={{ py: 2 }}>
        <AdSlot format="banner" />
        <FindResults center={center} radiusKm={radiusKm} onWiden={(km) => setParam('within', String(km), false)} onOpen={setSelected} />
        <AdSlot format="banner" />
      </Container>
      <LoadOnFirstOpen open={selected !== null}>
        <ListingSheet listing={selected} onClose={() => setSelected(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={linked !== null}>
        <ListingSheetById id={linked} onClose={() => setParam('sale', null, true)} />
      </LoadOnFirstOpen>
    </>
  );
}
