import { Button } from '@mui/material';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/messaging-messages';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useCurrentUser } from '@/lib/auth';
import { useSendToSignIn } from '@/lib/use-send-to-sign-in';
import { useValidationMessage } from '@/lib/use-validation-message';
import type { MessageTarget } from './message-target';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

// The composer and its form code load when someone first presses the button.
const importDialog = retriedImport(() => import('./send-message-dialog'));
const SendMessageDialog = lazyOverlay(() => importDialog().then((module) => module.SendMessageDialog));

/** 'Message Seller' on a listing's sheet: the Send Message dialog, or for a guest the way to log in. */
export function MessageSellerButton({ listing }: { listing: MessageTarget }) {
  const { t } = useTranslation('messages');
  const { data: user } = useCurrentUser();
  const sendToSignIn = useSendToSignIn(listing);
  const translate = useValidationMessage();
  const [open, setOpen] = useState(false);
  const click = () => (user ? setOpen(true) : sendToSignIn(translate(MESSAGE_MESSAGES.loginRequired)));
  return (
    <>
      <Button variant="contained" size="large" onClick={click}>
        {t('messageSeller')}
      </Button>
      <LoadOnFirstOpen open={open}>
        <SendMessageDialog listing={open ? listing : null} onClose={() => setOpen(false)} />
      </LoadOnFirstOpen>
    </>
  );
}
