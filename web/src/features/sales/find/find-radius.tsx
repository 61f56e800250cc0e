// What Find says of its circle: nothing in it (the next wider circle to search, a place to watch),
// or a circle wider than the default above the cards (decision 0004, "Find's wider circles").
import { Button, Typography } from '@mui/material';
import type { Units } from '@yardsale/core/constants';
import { LISTING_LIST_LIMITS, widerFindCircle } from '@yardsale/core/listing-query';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { useDistanceText } from '@/lib/use-distance-text';
import { NO_FILTERS, useSaleFilters } from '../hooks/use-sale-filters';

/** The words that say how far Find looked, when it looked farther than the default circle. */
const CIRCLE_NOTE_ID = 'find-circle-note';

/**
 * After the person asks for a wider search, focus goes to the words that say what it found ('Sales
 * within 30 mi, nearest first' or 'Nothing within 30 mi either.') once they show, instead of falling
 * to the page with the button that was pressed.
 */
export function focusCircleNoteWhenShown(): void {
  const before = document.getElementById(CIRCLE_NOTE_ID)?.textContent;
  let frames = 0;
  const look = () => {
    const note = document.getElementById(CIRCLE_NOTE_ID);
    if (note && note.textContent !== before) return note.focus();
    if (frames++ < 600) requestAnimationFrame(look); // about ten seconds of a weak network
  };
  requestAnimationFrame(look);
}

interface FindRadius {
  radiusKm: number;
  units: Units;
}

interface NothingNearProps extends FindRadius {
  /** Widens the search to the next step, as Find's address writes it (?within=). */
  onWiden: (within: number) => void;
  /** Offers a sale alert for the place searched. */
  onWatch: () => void;
}

/**
 * Nothing near: the spec's words (after a wider search, how far it went), the filter to clear when
 * one is on (a day chosen hides most sales), the next wider circle to search, if any, and an alert
 * for new sales here.
 */
export function NothingNear({ radiusKm, units, onWiden, onWatch }: NothingNearProps) {
  const { t } = useTranslation('sales');
  const length = useDistanceText('length', true);
  const wider = widerFindCircle(radiusKm, units);
  const widened = radiusKm !== LISTING_LIST_LIMITS.radiusDefaultKm;
  const { active: filtered, setFilters } = useSaleFilters();
  return (
    <EmptyState
      title={t('find.emptyTitle')}
      text={widened ? t('find.emptyWithin', { distance: length(radiusKm, units) }) : t('find.emptyText')}
      textId={widened ? CIRCLE_NOTE_ID : undefined}
    >
      {filtered && (
        <Button variant="outlined" onClick={() => setFilters(NO_FILTERS)}>
          {t('find.clearFilter')}
        </Button>
      )}
      {wider && (
        <Button variant="outlined" onClick={() => onWiden(wider.within)}>
          {t('find.widen', { distance: length(wider.km, units) })}
        </Button>
      )}
      <Button onClick={onWatch}>{t('find.watch')}</Button>
    </EmptyState>
  );
}

/** A circle wider than the default is said above the cards. */
export function WidenedNote({ radiusKm, units }: FindRadius) {
  const { t } = useTranslation('sales');
  const length = useDistanceText('length', true);
  if (radiusKm === LISTING_LIST_LIMITS.radiusDefaultKm) return null;
  return (
    <Typography id={CIRCLE_NOTE_ID} tabIndex={-1} color="text.secondary" sx={{ mb: 1, outline: 'none' }}>
      {t('find.within', { distance: length(radiusKm, units) })}
    </Typography>
  );
}
