import { Container, Typography } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import type { LatLng } from '@yardsale/core/geo';
import type { Units } from '@yardsale/core/constants';
import { findRadiusOf } from '@yardsale/core/listing-query';
import { SALE_LINK_PARAM } from '@yardsale/core/listing-links';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AdSlot } from '@/components/ads/ad-slot';
import { FirstScreenSlot, useReplayedFirstScreenTap } from '@/components/ui/first-screen-slot';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useUnits } from '@/lib/auth';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useDeferredList } from '@/lib/first-draw';
import { usePrefetchAfterLoad } from '@/lib/use-prefetch-after-load';
import { useFreshDialog } from '@/lib/use-fresh-dialog';
import { useSearchParam } from '@/lib/use-search-param';
import { ListingSheet, ListingSheetById, listingSheetCode } from '../components/lazy-listing-sheet';
import { WatchAreaDialog } from '../components/lazy-watch-area-dialog';
import { useFavorites } from '../hooks/use-favorites';
import { searchFiltersOf } from '../api/search-filters';
import { useSaleFilters } from '../hooks/use-sale-filters';
import { FindHeader } from './find-header';
import { focusCircleNoteWhenShown, NothingNear, WidenedNote } from './find-radius';
import { SaleGrid } from './sale-grid';
import { BrowsePlaceDialog } from '@/components/place/lazy-browse-place-dialog';
import { FindPlaceNote } from './find-place-note';
import { useFindCenter } from './use-find-center';
import { useNearbyListings } from './use-nearby-listings';

// A screen tall: what follows the results (the bottom ad) is out of view while they load, and not
// pushed out of it when the cards come (a layout shift of 0.018 in Lighthouse).
const LOADING_HEIGHT = { minHeight: '100vh' };

/**
 * Waiting for a fix or the answer: the first cards drawn by the server, if any (under their own copy
 * of the note), or the note and a spinner.
 */
function FindLoading({ label, note }: { label: string; note: ReactNode }) {
  return (
    <>
      <FirstScreenSlot />
      <div style={LOADING_HEIGHT}>
        {note}
        <PageSpinner label={label} />
      </div>
    </>
  );
}

interface FindResultsProps {
  center: LatLng | null;
  /** Where the cards are from when it is not the position: drawn above them in every state. */
  note: ReactNode;
  radiusKm: number;
  units: Units;
  onWiden: (within: number) => void;
  onWatch: () => void;
  onOpen: (listing: Listing) => void;
}

function FindResults({ center, note, radiusKm, units, onWiden, onWatch, onOpen }: FindResultsProps) {
  const { t } = useTranslation('sales');
  const { filters } = useSaleFilters();
  const { isFavorite, toggleFavorite } = useFavorites(POLLING_MS.findFavorites);
  const { listings: answer, similarWords, loading, failed, retry } = useNearbyListings(center, searchFiltersOf(filters), radiusKm);
  const { drawn: listings, firstDrawPending } = useDeferredList(answer);
  usePrefetchAfterLoad(listingSheetCode, listings.length > 0);
  useReplayedFirstScreenTap(listings.length > 0);
  // The note first in every state, where the server's first screen has it too.
  const underNote = (content: ReactNode) => (
    <>
      {note}
      {content}
    </>
  );
  if (failed) return underNote(<RetryAlert message={t('find.loadError.text')} retryLabel={t('find.retry')} onRetry={retry} />);
  // One element for every wait, so the slot the server's cards are drawn in stays until the grid
  // replaces it, and the note is in the same place in both (the server's is in its slot).
  if (!center || loading || firstDrawPending) return <FindLoading label={t(center ? 'find.findingSales' : 'find.gettingLocation')} note={note} />;
  if (listings.length === 0) return underNote(<NothingNear radiusKm={radiusKm} units={units} onWiden={onWiden} onWatch={onWatch} />);
  return underNote(
    <>
      <WidenedNote radiusKm={radiusKm} units={units} />
      {similarWords.length > 0 && (
        <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('find.similarWords', { words: similarWords.flatMap(({ searched }) => searched).join(', ') })}
        </Typography>
      )}
      <SaleGrid listings={listings} units={units} isFavorite={isFavorite} onToggleFavorite={toggleFavorite} onOpen={onOpen} />
    </>
  );
}

/**
 * /find: the shown sales near the user as cards, nearest first (SPEC section 2), within the default
 * circle or a wider one the person chose when nothing was near (?within=30, in their unit); with nothing near, the
 * place can also be watched for new sales. /find?sale={id} (a sale alert's push and e-mail) opens
 * that sale's sheet over them.
 */
export function FindPage() {
  const where = useFindCenter();
  const { center } = where;
  const placeDialog = useFreshDialog();
  const { filters } = useSaleFilters();
  const [selected, setSelected] = useState<Listing | null>(null);
  const [watched, setWatched] = useState<LatLng | null>(null);
  const [linked, setLinked] = useSearchParam(SALE_LINK_PARAM);
  const [within, setWithin] = useSearchParam('within');
  const units = useUnits();
  const radiusKm = findRadiusOf(within, units);
  return (
    <>
      <FindHeader />
      <Container component="main" maxWidth="lg" sx={{ py: 2 }}>
        <AdSlot format="banner" />
        <FindResults
          center={center}
          note={where.from !== 'position' && <FindPlaceNote from={where.from} label={where.label} onChoose={placeDialog.show} />}
          radiusKm={radiusKm}
          units={units}
          onWiden={(step) => {
            setWithin(String(step), false);
            focusCircleNoteWhenShown();
          }}
          onWatch={() => setWatched(center)}
          onOpen={setSelected}
        />
        <AdSlot format="banner" />
      </Container>
      <LoadOnFirstOpen open={selected !== null}>
        <ListingSheet listing={selected} onClose={() => setSelected(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={watched !== null}>
        <WatchAreaDialog center={watched} place="here" filters={filters} onClose={() => setWatched(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={placeDialog.open}>
        <BrowsePlaceDialog key={placeDialog.key} open={placeDialog.open} about="sales" onClose={placeDialog.close} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={linked !== null}>
        <ListingSheetById id={linked} onClose={() => setLinked(null, true)} />
      </LoadOnFirstOpen>
    </>
  );
}
