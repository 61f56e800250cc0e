import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

interface EditPostDialogProps {
  open: boolean;
  onContinue: () => void;
  onClose: () => void;
}

/** Says the edit happens on the create screen, pre-filled (SPEC section 2 "/posts"). */
export function EditPostDialog({ open, onContinue, onClose }: EditPostDialogProps) {
  const { t } = useTranslation('posts');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-post-title" aria-describedby="edit-post-text">
      <DialogTitle id="edit-post-title">{t('editDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="edit-post-text">{t('editDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('editDialog.cancel')}</Button>
        <Button variant="contained" onClick={onContinue}>
          {t('editDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface DeletePostDialogProps {
  title: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a post is deleted for good; open while `title` is set. */
export function DeletePostDialog({ title, deleting, onConfirm, onClose }: DeletePostDialogProps) {
  const { t } = useTranslation('posts');
  const texts = {
    title: t('deleteDialog.title'),
    text: t('deleteDialog.text', { title: title ?? '' }),
    cancel: t('deleteDialog.cancel'),
    confirm: t('deleteDialog.confirm'),
    deleting: t('deleteDialog.deleting'),
  };
  return <ConfirmDeleteDialog open={title !== null} texts={texts} deleting={deleting} onConfirm={onConfirm} onClose={onClose} />;
}
