import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { CLASSIFIEDS, type Units } from '@yardsale/core/constants';
import { searchTerms } from '@yardsale/core/search-terms';
import { useState } from 'react';
import { RadiusChips } from '@/components/alerts/radius-chips';
import { SaveOrLogIn } from '@/components/alerts/save-or-log-in';
import { useToast } from '@/components/ui/toast-provider';
import type { AlertChange } from '@/lib/alerts';
import { useTranslation } from '@/lib/i18n';
import { useDistanceText } from '@/lib/use-distance-text';
import { useShowApiError } from '@/lib/use-show-api-error';

interface Changeable {
  id: string;
  radiusKm: number;
  place: string | null;
  q: string;
}

/** The alert being changed, and what it watches in words; kept while the dialog fades out. */
export interface Editing<Alert extends Changeable = Changeable> {
  alert: Alert;
  /** Where for a sale alert, the search for an item alert. */
  watches: string;
  open: boolean;
}

interface AlertChangeDialogProps {
  editing: Editing | null;
  units: Units;
  change: UseMutationResult<Changeable, Error, AlertChange>;
  onClose: () => void;
  /** A sale alert's words are changed here too (decision 0082); an item alert's words are its search, shown in `watches`. */
  withWords?: boolean;
}

/**
 * An alert changed in place, either kind (PATCH): its distance, and a sale alert's words. Saving
 * says so with the new 'Within 25 mi of London, ON', or why not.
 */
export function AlertChangeDialog({ editing, units, change, onClose, withWords = false }: AlertChangeDialogProps) {
  return (
    <Dialog open={editing?.open ?? false} onClose={onClose} aria-labelledby="alert-change-title" fullWidth maxWidth="xs">
      {/* Drawn afresh for each alert, its fields starting at the alert's own. */}
      {editing && <ChangeForm key={editing.alert.id} editing={editing} units={units} change={change} onClose={onClose} withWords={withWords} />}
    </Dialog>
  );
}

function ChangeForm({ editing: { alert, watches }, units, change, onClose, withWords }: AlertChangeDialogProps & { editing: Editing }) {
  const { t } = useTranslation('alerts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const length = useDistanceText('length', true);
  const [radiusKm, setRadiusKm] = useState(alert.radiusKm);
  const [q, setQ] = useState(alert.q);
  const texts = withWords ? 'change' : 'distance';

  // What the words will match: nothing searchable (every sale), or only the first few (decision 0073).
  const wordsHelp = (words: string) => {
    if (words.trim() && searchTerms(words).length === 0) return t('change.wordsNothing');
    if (searchTerms(words, Infinity).length > CLASSIFIEDS.searchMaxWords) return t('change.wordsFirst', { max: CLASSIFIEDS.searchMaxWords });
    return t('change.wordsHelp');
  };

  const save = () =>
    // The words only when they changed: the same words again would be checked again (decision 0082).
    change.mutate({ id: alert.id, radiusKm, ...(withWords && q !== alert.q && { q }) }, {
      onSuccess: (changed) => {
        toast({ title: t(`${texts}.saved`), description: t('within', { distance: length(changed.radiusKm, units), place: changed.place ?? t('chosenPlace') }), variant: 'success' });
        onClose();
      },
      onError: (error) => showApiError(error, { title: t('saveFailed'), fallback: t(`${texts}.failed`) }),
    });

  return (
    <>
      <DialogTitle id="alert-change-title">{t(`${texts}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{watches}</DialogContentText>
        <Stack spacing={2}>
          {withWords && (
            <TextField
              id="alert-change-words"
              label={t('sales:filter.words')}
              placeholder={t('sales:filter.wordsExample')}
              helperText={wordsHelp(q)}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              // The phone keyboard's Go saves, as a form's would.
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing && !change.isPending) save();
              }}
              slotProps={{ htmlInput: { maxLength: CLASSIFIEDS.searchMaxLength, enterKeyHint: 'done' } }}
            />
          )}
          <RadiusChips radiusKm={radiusKm} units={units} onChange={setRadiusKm} />
        </Stack>
      </DialogContent>
      <SaveOrLogIn signedIn saving={change.isPending} saveLabel={t(`${texts}.save`)} onSave={save} onClose={onClose} />
    </>
  );
}
