import { Alert, Button } from '@mui/material';
import type { FindPlaceNoteProps } from '@yardsale/core/first-screen';
import { FIRST_SCREEN_GROUP_ATTRIBUTE } from '@/components/ui/first-screen-slot';
import { useTranslation } from '@/lib/i18n';

/**
 * Over Find's cards while it searches without the position (decision 0088): near the place chosen
 * instead, or near the default centre, named, with the way to choose another place. The server's
 * first screen of a guest without a position draws it too, above its cards (decision 0032's addendum).
 */
export function FindPlaceNote({ from, label, onChoose }: FindPlaceNoteProps & { onChoose: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      {...{ [FIRST_SCREEN_GROUP_ATTRIBUTE]: 'find-place-note' }}
      action={
        <Button color="inherit" size="small" aria-haspopup="dialog" onClick={onChoose}>
          {t('find.choosePlace')}
        </Button>
      }
    >
      {t(from === 'place' ? 'find.nearPlace' : 'find.nearDefault', { place: label })}
    </Alert>
  );
}
