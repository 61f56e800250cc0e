import { Typography } from '@mui/material';
import type { Classified, SimilarWords } from '@yardsale/core/api-types';
import type { Units } from '@yardsale/core/constants';
import { useTranslation } from '@/lib/i18n';
import { ClassifiedGrid } from './classified-grid';

interface ClassifiedsShownProps {
  classifieds: readonly Classified[];
  /** Further pages match too: the count is of the cards loaded so far, 'Showing 24+ classifieds'. */
  more: boolean;
  /** Words the search also searched as close spellings in use (the answer's similarWords): said under the count. */
  similarWords?: readonly SimilarWords[];
  units: Units;
  /** When the list was fetched, for the cards' age. */
  now: number;
  /** The previous search's results, shown while a new one loads: dimmed. */
  stale: boolean;
  onOpen: (classified: Classified) => void;
}

/** How many classifieds are shown, and their grid: what /classifieds draws of a search (and the server of its first screen). */
export function ClassifiedsShown({ classifieds, more, similarWords = [], units, now, stale, onOpen }: ClassifiedsShownProps) {
  const { t } = useTranslation('classifieds');
  const similar = similarWords.flatMap(({ searched }) => searched);
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ opacity: stale ? 0.6 : 1 }}>
        {more ? t('showingAtLeast', { number: classifieds.length }) : t('showing', { count: classifieds.length })}
        {similar.length > 0 && (
          <>
            <br />
            {t('similarWords', { words: similar.join(', ') })}
          </>
        )}
      </Typography>
      <ClassifiedGrid classifieds={classifieds} units={units} now={now} onOpen={onOpen} />
    </>
  );
}
