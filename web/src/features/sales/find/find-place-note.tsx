import { Alert, Button } from '@mui/material';
import { useTranslation } from '@/lib/i18n';

/**
 * Over Find's cards while it searches without the position (decision 0088): near the place chosen
 * instead, or near the default centre, named, with the way to choose another place.
 */
export function FindPlaceNote({ from, label, onChoose }: { from: 'place' | 'default'; label: string; onChoose: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
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
