import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { REFRESH_THRESHOLD_DAYS } from '@yardsale/core/constants';
import { useId } from 'react';
import { focusHeadingAfterClose } from '@/lib/focus-heading';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useClassifiedLabels } from '@/components/classified/use-classified-labels';
import { useDeleteClassified } from '@/lib/classifieds/own-classifieds';
import { useMarkSold } from '@/lib/classifieds/use-mark-sold';
import { useRefreshClassified } from '@/lib/classifieds/use-refresh-classified';
import { doneIfFirstTryMade, useRetryAction } from '@/lib/use-retry-action';

interface RefreshListingsDialogProps {
  open: boolean;
  stale: readonly Classified[];
  now: number;
  onClose: () => void;
}

/** 'Refresh Your Listings': each old classified with Refresh (back to the top), Sold (decision 0058) and Remove. */
export function RefreshListingsDialog({ open, stale, now, onClose }: RefreshListingsDialogProps) {
  const { t } = useTranslation('classifieds');
  const { age } = useClassifiedLabels();
  const toast = useToast();
  const retryAction = useRetryAction();
  const titleId = useId();
  const { refresh, refreshing } = useRefreshClassified();
  const remove = useDeleteClassified();
  const { mark, marking } = useMarkSold();
  const busy = refreshing || marking || remove.isPending;

  const removeOne = async (classified: Classified, again = false): Promise<void> => {
    try {
      await doneIfFirstTryMade(remove.mutateAsync(classified.id), again, 404);
      toast({ title: t('refresh.removed'), description: t('refresh.removedText', { title: classified.title }), variant: 'success', durationMs: 3000 });
    } catch (error) {
      toast({ title: t('refresh.removeFailed'), variant: 'error', action: retryAction(error, () => void removeOne(classified, true)) });
    }
  };

  return (
    // It opens by itself: once closed, the screen's heading takes the focus rather than the page.
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: focusHeadingAfterClose } }}>
      <DialogTitle id={titleId}>{t('refresh.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('refresh.text', { days: REFRESH_THRESHOLD_DAYS })}</DialogContentText>
        <List aria-label={t('refresh.listLabel')}>
          {stale.map((classified) => (
            <ListItem key={classified.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <ListItemText primary={classified.title} secondary={age(classified, now)} sx={{ minWidth: 160 }} />
              {/* Wraps where the words are long (German at 360 px), rather than running past the dialog. */}
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" variant="contained" disabled={busy} onClick={() => void refresh(classified)} aria-label={t('refresh.refreshLabel', { title: classified.title })}>
                  {t('refresh.refresh')}
                </Button>
                <Button size="small" disabled={busy} onClick={() => mark(classified, true)} aria-label={t('sold.markLabel', { title: classified.title })}>
                  {t('refresh.sold')}
                </Button>
                <Button size="small" color="error" disabled={busy} onClick={() => void removeOne(classified)} aria-label={t('refresh.removeLabel', { title: classified.title })}>
                  {t('refresh.remove')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('refresh.later')}</Button>
      </DialogActions>
    </Dialog>
  );
}
