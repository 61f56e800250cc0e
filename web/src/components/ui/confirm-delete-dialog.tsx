import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useLayoutEffect } from 'react';
import { useFocusAfterRemoval } from '@/lib/focus-after-removal';

export interface ConfirmDeleteTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  /** The confirm button while the deletion is under way. */
  deleting: string;
}

interface ConfirmDeleteDialogProps {
  open: boolean;
  texts: ConfirmDeleteTexts;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before something is deleted for good; it cannot be closed while the deletion is under way.
 * Opened from an item of a list (REMOVABLE_ITEM_PROPS) that the deletion takes away, it leaves focus
 * on the item that took its place, or on the tab of a list left empty.
 */
export function ConfirmDeleteDialog({ open, texts, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const id = useId();
  const { remember, restore } = useFocusAfterRemoval();
  // Before the dialog takes focus (its focus trap does so in an effect of a later render).
  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);
  const close = () => !deleting && onClose();
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} slotProps={{ transition: { onExited: restore } }}>
      <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{texts.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleting}>
          {texts.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={deleting}>
          {deleting ? texts.deleting : texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
