import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

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
  const close = () => !deleting && onClose();
  return (
    <Dialog open={title !== null} onClose={close} aria-labelledby="delete-post-title" aria-describedby="delete-post-text">
      <DialogTitle id="delete-post-title">{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-post-text">{t('deleteDialog.text', { title: title ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleting}>
          {t('deleteDialog.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={deleting}>
          {deleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
