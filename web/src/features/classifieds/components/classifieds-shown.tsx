import { Typography } from '@mui/material';
import type { Classified, ClassifiedsTotal } from '@yardsale/core/api-types';
import type { Units } from '@yardsale/core/constants';
import { useTranslation } from 'react-i18next';
import { ClassifiedGrid } from './classified-grid';

interface ClassifiedsShownProps {
  classifieds: readonly Classified[];
  /** All the search's matches (its first page's count); without it, the cards loaded. */
  total: ClassifiedsTotal | null;
  units: Units;
  /** When the list was fetched, for the cards' age. */
  now: number;
  /** The previous search's results, shown while a new one loads: dimmed. */
  stale: boolean;
  onOpen: (classified: Classified) => void;
}

/** How many classifieds are shown, and their grid: what /classifieds draws of a search (and the server of its first screen). */
export function ClassifiedsShown({ classifieds, total, units, now, stale, onOpen }: ClassifiedsShownProps) {
  const { t, i18n } = useTranslation('classifieds');
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ opacity: stale ? 0.6 : 1 }}>
        {total?.atLeast ? t('showingAtLeast', { number: total.count.toLocaleString(i18n.language) }) : t('showing', { count: total?.count ?? classifieds.length })}
      </Typography>
      <ClassifiedGrid classifieds={classifieds} units={units} now={now} onOpen={onOpen} />
    </>
  );
}
