import { Button, DialogActions } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';

interface SaveOrLogInProps {
  signedIn: boolean;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
  onClose: () => void;
  /** Where a guest comes back to once logged in: this page, unless the dialog says more of it. */
  returnTo?: string;
}

/** An alert dialog's buttons: Cancel, and the save button, or 'Go to Login' for a guest. */
export function SaveOrLogIn({ signedIn, saving, saveLabel, onSave, onClose, returnTo }: SaveOrLogInProps) {
  const { t } = useTranslation('alerts');
  const { pathname, search } = useLocation();
  return (
    <DialogActions>
      <Button onClick={onClose}>{t('common:cancel')}</Button>
      {signedIn ? (
        <Button variant="contained" disabled={saving} onClick={onSave}>
          {saveLabel}
        </Button>
      ) : (
        <Button variant="contained" component={Link} to={paths.auth} state={{ from: returnTo ?? `${pathname}${search}` }}>
          {t('watchArea.goToLogin')}
        </Button>
      )}
    </DialogActions>
  );
}
