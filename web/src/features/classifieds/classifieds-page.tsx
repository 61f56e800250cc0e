import { Container } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { ALL_CATEGORIES } from '@yardsale/core/classified-query';
import { CLASSIFIEDS } from '@yardsale/core/constants';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ClassifiedFilters } from './components/classified-filters';
import { ClassifiedResults } from './components/classified-results';
import { ClassifiedSheet } from './components/classified-sheet';
import { ClassifiedsHeader } from './components/classifieds-header';
import { RefreshListingsDialog } from './components/refresh-listings-dialog';
import { useBrowseCenter } from './hooks/use-browse-center';
import { useRefreshPrompt } from './hooks/use-refresh-prompt';

function RefreshPrompt() {
  const { data: user } = useCurrentUser();
  const { open, stale, now, close } = useRefreshPrompt(user);
  return <RefreshListingsDialog open={open} stale={stale} now={now} onClose={close} />;
}

/** /classifieds: search, filter and browse classifieds near the user; open one in a sheet (SPEC section 2). */
export function ClassifiedsPage() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const q = useDebouncedValue(text, CLASSIFIEDS.searchDebounceMs);
  const { center, ready } = useBrowseCenter();
  const [selected, setSelected] = useState<{ classified: Classified; now: number } | null>(null);
  return (
    <>
      <ClassifiedsHeader />
      <Container component="main" maxWidth="xl" sx={{ py: 2, pb: 10 }}>
        <ClassifiedFilters text={text} category={category} onText={setText} onCategory={setCategory} />
        <ClassifiedResults q={q} category={category} center={center} ready={ready} onOpen={(classified, now) => setSelected({ classified, now })} />
      </Container>
      <ClassifiedSheet classified={selected?.classified ?? null} now={selected?.now ?? 0} onClose={() => setSelected(null)} />
      <RefreshPrompt />
    </>
  );
}
