import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import type { LocationPermission } from '@/lib/location/use-user-location';

export interface LocationRequiredDialogProps {
  open: boolean;
  permission: LocationPermission;
  locating: boolean;
  onAllow: () => void;
  onChoosePlace: () => void;
}

/**
 * SPEC section 4: while location is denied or unknown this dialog stays open; it has no close
 * button and ignores Escape and backdrop taps. A granted location closes it, and so does a place
 * chosen instead (decision 0088): without one, a person who refuses their position could not use
 * the map, nor reach anything from it.
 */
export function LocationRequiredDialog({ open, permission, locating, onAllow, onChoosePlace }: LocationRequiredDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Dialog open={open} aria-labelledby="location-required-title" aria-describedby="location-required-text">
      <DialogTitle id="location-required-title">{t('location.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="location-required-text">
          {permission === 'denied' ? t('location.denied') : t('location.why')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onChoosePlace} disabled={locating}>
          {t('location.choosePlace')}
        </Button>
        <Button variant="contained" startIcon={<MyLocationIcon />} onClick={onAllow} disabled={locating}>
          {t('location.allow')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
