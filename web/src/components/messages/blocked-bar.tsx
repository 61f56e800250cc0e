import { Alert, Button } from '@mui/material';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { useTranslation } from '@/lib/i18n';
import { useValidationMessage } from '@/lib/use-validation-message';

/** In place of the input bar while the reader blocks the other person (SPEC section 2). */
export function BlockedBar({ unblocking, onUnblock }: { unblocking: boolean; onUnblock: () => void }) {
  const { t } = useTranslation('messages');
  const translate = useValidationMessage();
  return (
    <Alert
      severity="info"
      role="status"
      square
      sx={{ borderTop: 1, borderColor: 'divider' }}
      action={
        <Button color="inherit" size="small" onClick={onUnblock} disabled={unblocking}>
          {t('conversation.unblock')}
        </Button>
      }
    >
      {translate(MESSAGE_MESSAGES.youBlocked)}
    </Alert>
  );
}
