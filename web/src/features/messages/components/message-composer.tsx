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
import { gotNoAnswer } from '@/lib/api-client';
import { useSendWhenBack } from '../hooks/use-send-when-back';

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
  // `quietly`: a try of a message already waiting for the signal, which says nothing if it fails again.
  const sendOnce = async (quietly: boolean): Promise<string | null> => {
    if (!draft.ready) {
      draft.touch();
      return null;
    }
    const { content } = draft;
    try {
      // SPEC section 7: from the messages screen only receiverId, listingId and content.
      await send.mutateAsync({ listingId, receiverId: otherUserId, content });
      // A quiet try may answer after the writer began changing the words: those stay.
      draft.clearIfStill(content);
      toast({ title: t('toast.sent'), variant: 'success', durationMs: SHORTEST_TOAST_MS });
      return null;
    } catch (error) {
      if (!gotNoAnswer(error)) {
        showFailure(error, t('toast.sendFailed'));
        return null;
      }
      if (!quietly) toast({ title: t('toast.sendFailed'), description: t('conversation.waitingToSend'), variant: 'error' });
      return content;
    }
  };
  const whenBack = useSendWhenBack(draft.content, sendOnce);
  const submit = () => void whenBack.send();
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
        helperText={[draft.helperText, whenBack.isWaiting && t('conversation.waitingToSend')].filter(Boolean).join(' · ') || undefined}
        slotProps={{ htmlInput: { 'aria-label': t('conversation.message') } }}
      />
      <IconButton type="submit" color="primary" aria-label={t('conversation.send')} disabled={!draft.ready || send.isPending}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}
