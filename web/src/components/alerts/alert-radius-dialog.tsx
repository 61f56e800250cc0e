import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Units } from '@yardsale/core/constants';
import { useState } from 'react';
import { RadiusChips } from '@/components/alerts/radius-chips';
import { SaveOrLogIn } from '@/components/alerts/save-or-log-in';
import { useToast } from '@/components/ui/toast-provider';
import type { RadiusChange } from '@/lib/alerts';
import { useTranslation } from '@/lib/i18n';
import { useDistanceText } from '@/lib/use-distance-text';
import { useShowApiError } from '@/lib/use-show-api-error';

interface Changeable {
  id: string;
  radiusKm: number;
  place: string | null;
}

/** The alert whose distance is being changed, and what it watches in words; kept while the dialog fades out. */
export interface Editing<Alert extends Changeable = Changeable> {
  alert: Alert;
  /** Where for a sale alert, the search for an item alert. */
  watches: string;
  open: boolean;
}

interface AlertRadiusDialogProps {
  editing: Editing | null;
  units: Units;
  change: UseMutationResult<Changeable, Error, RadiusChange>;
  onClose: () => void;
}

/**
 * An alert's distance changed in place, either kind (PATCH). Saving says 'Alert Distance Changed' and
 * the new 'Within 25 mi of London, ON', or why not.
 */
export function AlertRadiusDialog({ editing, units, change, onClose }: AlertRadiusDialogProps) {
  return (
    <Dialog open={editing?.open ?? false} onClose={onClose} aria-labelledby="alert-radius-title" fullWidth maxWidth="xs">
      {/* Drawn afresh for each alert, its chips starting at the alert's distance. */}
      {editing && <RadiusForm key={editing.alert.id} editing={editing} units={units} change={change} onClose={onClose} />}
    </Dialog>
  );
}

function RadiusForm({ editing: { alert, watches }, units, change, onClose }: AlertRadiusDialogProps & { editing: Editing }) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const length = useDistanceText('length', true);
  const [radiusKm, setRadiusKm] = useState(alert.radiusKm);

  const save = () =>
    change.mutate({ id: alert.id, radiusKm }, {
      onSuccess: (changed) => {
        toast({ title: t('distance.saved'), description: t('within', { distance: length(changed.radiusKm, units), place: changed.place ?? t('chosenPlace') }), variant: 'success' });
        onClose();
      },
      onError: (error) => showApiError(error, { title: t('saveFailed'), fallback: t('distance.failed') }),
    });

  return (
    <>
      <DialogTitle id="alert-radius-title">{t('distance.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{watches}</DialogContentText>
        <RadiusChips radiusKm={radiusKm} units={units} onChange={setRadiusKm} />
      </DialogContent>
      <SaveOrLogIn signedIn saving={change.isPending} saveLabel={t('distance.save')} onSave={save} onClose={onClose} />
    </>
  );
}
