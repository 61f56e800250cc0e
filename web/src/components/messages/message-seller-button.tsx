import { Button } from '@mui/material';
import { MESSAGE_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { lazy, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useValidationMessage } from '@/lib/use-validation-message';
import type { MessageTarget } from './message-target';

// The composer and its form code load when someone first presses the button.
const SendMessageDialog = lazy(() => import('./send-message-dialog').then((module) => ({ default: module.SendMessageDialog })));

/** 'Message Seller' on a listing's sheet: the Send Message dialog, or for a guest the way to log in. */
export function MessageSellerButton({ listing }: { listing: MessageTarget }) {
  const { t } = useTranslation('messages');
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const translate = useValidationMessage();
  const [open, setOpen] = useState(false);
  const click = () => {
    if (user) return setOpen(true);
    toast({ title: translate(MESSAGE_MESSAGES.loginRequired), variant: 'info' });
    void navigate(paths.auth, { state: { from: location.pathname } });
  };
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
