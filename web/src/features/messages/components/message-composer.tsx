import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, TextField } from '@mui/material';
import { TOAST_DURATIONS_MS } from '@yardsale/core/constants';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMessageDraft } from '@/components/messages/use-message-draft';
import { useToast } from '@/components/ui/toast-provider';
import { useCurrentUser } from '@/lib/auth';
import { useSendMessage } from '@/lib/messages/send-message';
import { useFailureToast } from '@/lib/messages/use-failure-toast';

const SHORTEST_TOAST_MS = TOAST_DURATIONS_MS[0];

interface MessageComposerProps {
  listingId: string;
  otherUserId: string;
  /** Focused as it appears (in place of the blocked bar, once unblocked there). */
  autoFocus?: boolean;
}

/** The input bar: Enter sends, Shift+Enter starts a new line; a blank message is never sent. */
export function MessageComposer({ listingId, otherUserId, autoFocus = false }: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const showFailure = useFailureToast();
  const send = useSendMessage();
  // The viewer's own: two people taking turns on one phone do not see each other's text.
  const viewerId = useCurrentUser().data?.id ?? '';
  const draft = useMessageDraft(`${viewerId}/${listingId}/${otherUserId}`);
  const submit = async () => {
    if (!draft.ready) return draft.touch();
    if (send.isPending) return;
    try {
      // SPEC section 7: from the messages screen only receiverId, listingId and content.
      await send.mutateAsync({ listingId, receiverId: otherUserId, content: draft.content });
      draft.clear();
      toast({ title: t('toast.sent'), variant: 'success', durationMs: SHORTEST_TOAST_MS });
    } catch (error) {
      showFailure(error, t('toast.sendFailed'));
    }
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <TextField
        {...draft.field}
        onKeyDown={keyDown}
        autoFocus={autoFocus}
        placeholder={t('conversation.placeholder')}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        error={Boolean(draft.error)}
        helperText={draft.helperText}
        slotProps={{ htmlInput: { 'aria-label': t('conversation.message') } }}
      />
      <IconButton type="submit" color="primary" aria-label={t('conversation.send')} disabled={!draft.ready || send.isPending}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
