import { useTranslation } from '@/lib/i18n';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

interface DeleteChatDialogProps {
  open: boolean;
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before Delete Chat: it is permanent, and for this side only (SPEC sections 4 and 6). */
export function DeleteChatDialog({ open, name, deleting, onConfirm, onClose }: DeleteChatDialogProps) {
  const { t } = useTranslation('messages');
  const texts = {
    title: t('deleteDialog.title'),
    text: t('deleteDialog.text', { name }),
    cancel: t('deleteDialog.cancel'),
    confirm: t('deleteDialog.confirm'),
    deleting: t('deleteDialog.deleting'),
  };
  return <ConfirmDeleteDialog open={open} texts={texts} deleting={deleting} onConfirm={onConfirm} onClose={onClose} />;
}
