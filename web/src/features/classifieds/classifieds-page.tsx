import { Container } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { CLASSIFIEDS, type ClassifiedSort } from '@yardsale/core/constants';
import { CLASSIFIED_LINK_PARAM, SAVED_LINK_PARAM } from '@yardsale/core/listing-links';
import { useCallback, useState } from 'react';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useCurrentUser } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParam } from '@/lib/use-search-param';
import { BrowsePlaceButton } from './components/browse-place-button';
import { ClassifiedFilters, type SavedOnly } from './components/classified-filters';
import { ClassifiedResults } from './components/classified-results';
import { ItemAlertButton } from './components/item-alert-button';
import { ClassifiedsHeader } from './components/classifieds-header';
import { ClassifiedSheet, ClassifiedSheetById } from './components/lazy-classified-sheet';
import { useBrowseCenter } from './hooks/use-browse-center';
import { useRefreshPrompt } from './hooks/use-refresh-prompt';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { useSearchFromAddress } from './search-link';
import { retriedImport } from '@/lib/retried-import';

// What opens for a seller with stale listings loads then, not with the list (the sheet likewise).
const importRefreshDialog = retriedImport(() => import('./components/refresh-listings-dialog'));
const RefreshListingsDialog = lazyOverlay(() => importRefreshDialog().then((module) => module.RefreshListingsDialog));

function RefreshPrompt() {
  const { data: user } = useCurrentUser();
  const { open, stale, now, close } = useRefreshPrompt(user);
  return (
    <LoadOnFirstOpen open={open}>
      <RefreshListingsDialog open={open} stale={stale} now={now} onClose={close} />
    </LoadOnFirstOpen>
  );
}

/** /classifieds?saved=1: only what a signed-in user saved (decision 0048); null for a guest, who has none. */
function useSavedOnly(): SavedOnly | null {
  const { data: user } = useCurrentUser();
  const [saved, setSaved] = useSearchParam(SAVED_LINK_PARAM);
  const on = saved !== null;
  const toggle = useCallback(() => setSaved(on ? null : '1', false), [on, setSaved]);
  return user ? { on, toggle } : null;
}

/**
 * /classifieds: search, filter and browse classifieds near the user, or near a place they chose
 * (decision 0064); open one in a sheet (SPEC section 2). /classifieds?item={id} (a shared link)
 * opens that classified's sheet over them.
 */
export function ClassifiedsPage() {
  const start = useSearchFromAddress();
  const [text, setText] = useState(start.text);
  const [category, setCategory] = useState<string>(start.category);
  const [chosenSort, setSort] = useState<ClassifiedSort>('newest');
  const q = useDebouncedValue(text, CLASSIFIEDS.searchDebounceMs);
  const browsing = useBrowseCenter();
  const { center, ready } = browsing;
  // Nearest first falls back to newest while there is no place to measure from.
  const sort = chosenSort === 'nearest' && !center ? 'newest' : chosenSort;
  const [selected, setSelected] = useState<{ classified: Classified; now: number } | null>(null);
  // Stable, so typing in the search box does not draw every card again.
  const open = useCallback((classified: Classified, now: number) => setSelected({ classified, now }), []);
  const [linked, setLinked] = useSearchParam(CLASSIFIED_LINK_PARAM);
  const savedOnly = useSavedOnly();
  return (
    <>
      <ClassifiedsHeader />
      <Container component="main" maxWidth="xl" sx={{ py: 2, pb: 10 }}>
        <ClassifiedFilters
          text={text}
          category={category}
          onText={setText}
          onCategory={setCategory}
          savedOnly={savedOnly}
          alertButton={!savedOnly?.on && <ItemAlertButton q={q} category={category} center={center} />}
          sort={sort}
          onSort={setSort}
          nearestOffered={center !== null}
        />
        {!savedOnly?.on && <BrowsePlaceButton {...browsing} />}
        <ClassifiedResults q={q} category={category} sort={sort} savedOnly={savedOnly?.on ?? false} center={center} ready={ready} onOpen={open} />
      </Container>
      <LoadOnFirstOpen open={selected !== null}>
        <ClassifiedSheet classified={selected?.classified ?? null} now={selected?.now ?? 0} onClose={() => setSelected(null)} />
      </LoadOnFirstOpen>
      <LoadOnFirstOpen open={linked !== null}>
        <ClassifiedSheetById id={linked} onClose={() => setLinked(null, true)} />
      </LoadOnFirstOpen>
      <RefreshPrompt />
    </>
  );
}
