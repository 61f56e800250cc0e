import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Button } from '@mui/material';
import { useId } from 'react';
import { useFreshDialog } from '@/lib/use-fresh-dialog';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useTranslation } from '@/lib/i18n';
import { BrowsePlaceDialog } from '@/components/place/lazy-browse-place-dialog';
import type { BrowseCenter } from '../hooks/use-browse-center';

/**
 * Where the list is browsed around, and the way to change it (decision 0064): 'Near Moose Jaw, SK'
 * for a place chosen on this device, 'Near you' for the position (also while it is awaited), or
 * 'Everywhere' when neither is known.
 */
export function BrowsePlaceButton({ center, ready, place }: BrowseCenter) {
  const { t } = useTranslation('classifieds');
  const dialog = useFreshDialog();
  const label = place ? t('place.near', { place: place.label }) : center || !ready ? t('place.nearYou') : t('place.everywhere');
  const hintId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<PlaceOutlinedIcon />}
        aria-haspopup="dialog"
        aria-describedby={hintId}
        onClick={dialog.show}
        sx={{ mb: 1, textTransform: 'none' }}
      >
        {label}
        <span id={hintId} hidden>
          {t('place.changeHint')}
        </span>
      </Button>
      <LoadOnFirstOpen open={dialog.open}>
        <BrowsePlaceDialog key={dialog.key} open={dialog.open} about="items" onClose={dialog.close} />
      </LoadOnFirstOpen>
    </>
  );
}
