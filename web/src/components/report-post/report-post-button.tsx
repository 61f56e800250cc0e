import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoadOnFirstOpen } from '@/components/ui/load-on-first-open';
import type { MessageTarget } from '@/components/messages/message-target';
import { useCurrentUser } from '@/lib/auth';
import { useSendToSignIn } from '@/lib/use-send-to-sign-in';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

// The dialog, its form and its strings load when someone first presses the button.
const importDialog = retriedImport(() => import('./report-post-dialog'));
const ReportPostDialog = lazyOverlay(() => importDialog().then((module) => module.ReportPostDialog));

/** 'Report' on a post's sheet, for everyone but its seller (decision 0056); a guest is taken to log in. */
export function ReportPostButton({ post }: { post: MessageTarget }) {
  const { t } = useTranslation('messages');
  const { data: user } = useCurrentUser();
  const sendToSignIn = useSendToSignIn(post);
  const [open, setOpen] = useState(false);
  const click = () => (user ? setOpen(true) : sendToSignIn(t('reportPost.loginRequired')));
  return (
    <>
      <Button color="inherit" startIcon={<OutlinedFlagIcon />} onClick={click} aria-label={t('reportPost.label', { title: post.title })}>
        {t('reportPost.button')}
      </Button>
      <LoadOnFirstOpen open={open}>
        <ReportPostDialog post={open ? post : null} onClose={() => setOpen(false)} />
      </LoadOnFirstOpen>
    </>
  );
}
