import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import { useId, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useConversationAbout } from '@/lib/messages/conversations';
import { BlockedBar } from './blocked-bar';
import { BlockReportForm } from './block-report-form';
import type { BlockChoiceValues } from './use-block-or-report';
import { usePersonName } from './use-person-name';
import { useUnblock } from './use-unblock';

interface SellerSafetyPanelProps {
  listingId: string;
  onDone: () => void;
  onCancel: () => void;
  /** The block/report form's state, for the dialog around it (see BlockReportForm). */
  formRef?: Ref<FormikProps<BlockChoiceValues>>;
}

/**
 * Block/Report in the Send Message dialog. A buyer never learns a seller's account id (decision 0013),
 * so the choices are offered once a conversation about this listing exists; before that the panel
 * says so instead of pretending. Someone the reader already blocks can be unblocked here.
 */
export function SellerSafetyPanel({ listingId, onDone, onCancel, formRef }: SellerSafetyPanelProps) {
  const { t } = useTranslation('messages');
  const personName = usePersonName();
  const titleId = useId();
  const { query, conversation } = useConversationAbout(listingId);
  if (query.isPending) return <CircularProgress size={24} aria-label={t('common:loading')} sx={{ mt: 2 }} />;
  if (!conversation) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('dialog.beforeFirstMessage')} {t('dialog.scamAdvice')}
      </Alert>
    );
  }
  const { id } = conversation.otherUser;
  const name = personName(conversation.otherUser);
  // A box of its own: its Cancel and Block are not taken for the dialog's Cancel and Send below it.
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('dialog.safetyTitle', { name })}
      </Typography>
      {conversation.blockedByYou ? (
        <UnblockHere userId={id} />
      ) : (
        <BlockReportForm target={{ userId: id, name, listingId }} retryWording onDone={onDone} onCancel={onCancel} formRef={formRef} />
      )}
    </Box>
  );
}

function UnblockHere({ userId }: { userId: string }) {
  const { unblockUser, unblocking } = useUnblock(userId);
  return <BlockedBar unblocking={unblocking} onUnblock={() => void unblockUser()} />;
}
