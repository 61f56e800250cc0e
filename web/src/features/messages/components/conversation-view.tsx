import { Alert, Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePersonName } from '@/components/messages/use-person-name';
import { useBlockStatus } from '@/lib/messages/blocks';
import { useConversationActions } from '../hooks/use-conversation-actions';
import { useConversationSummary, useListingDeleted } from '../hooks/use-conversation-summary';
import { BlockDialog } from './block-dialog';
import { BlockedBar } from '@/components/messages/blocked-bar';
import { ConversationHeader } from './conversation-header';
import { DeleteChatDialog } from './delete-chat-dialog';
import { ListingChip } from './listing-chip';
import { ListingDetailsSheet } from './listing-details-sheet';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

interface ConversationViewProps {
  listingId: string;
  otherUserId: string;
}

/** One conversation (SPEC section 2): the other person, the listing, the messages and the input bar. */
export function ConversationView({ listingId, otherUserId }: ConversationViewProps) {
  const { t } = useTranslation('messages');
  const summary = useConversationSummary(listingId, otherUserId);
  const listingDeleted = useListingDeleted(listingId, otherUserId);
  const personName = usePersonName();
  const name = summary ? personName(summary.otherUser) : t('unknownUser');
  const accountDeleted = summary?.otherUser.deleted === true;
  const blocked = useBlockStatus(otherUserId).data?.isBlocked ?? false;
  const actions = useConversationActions(listingId, otherUserId);
  const [open, setOpen] = useState<'details' | 'delete' | 'block' | null>(null);
  // Unblocked from the bar, whose button then goes: the input bar in its place takes the focus.
  const [unblockedFromBar, setUnblockedFromBar] = useState(false);
  // Used by the input bar that appears; blocked again, it is forgotten, so a later unblock from the
  // menu does not open the keyboard.
  const [wasBlocked, setWasBlocked] = useState(blocked);
  if (wasBlocked !== blocked) {
    setWasBlocked(blocked);
    if (blocked) setUnblockedFromBar(false);
  }
  const unblockFromBar = () => {
    setUnblockedFromBar(true);
    void actions.unblockUser();
  };
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <ConversationHeader
        name={name}
        avatarUrl={summary?.otherUser.avatarUrl ?? null}
        blocked={blocked}
        canBlock={!accountDeleted}
        onDelete={() => setOpen('delete')}
        onBlock={() => setOpen('block')}
        onUnblock={() => void actions.unblockUser()}
      />
      {/* The inbox's column on a wide screen: a line of a message stays readable. */}
      <Box component="main" sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 'sm', mx: 'auto' }}>
        {summary?.listing && <ListingChip listing={summary.listing} onOpen={() => setOpen('details')} />}
        <MessageThread listingId={listingId} otherUserId={otherUserId} name={name} />
        {accountDeleted || listingDeleted ? (
          <Alert severity="info" role="status" square sx={{ borderTop: 1, borderColor: 'divider' }}>
            {t(accountDeleted ? 'conversation.deletedAccount' : 'conversation.closedListing')}
          </Alert>
        ) : blocked ? (
          <BlockedBar unblocking={actions.unblocking} onUnblock={unblockFromBar} />
        ) : (
          <MessageComposer listingId={listingId} otherUserId={otherUserId} autoFocus={unblockedFromBar} />
        )}
      </Box>
      {summary?.listing && <ListingDetailsSheet listing={summary.listing} open={open === 'details'} onClose={close} />}
      <DeleteChatDialog open={open === 'delete'} name={name} deleting={actions.deleting} onConfirm={() => void actions.deleteChat()} onClose={close} />
      <BlockDialog open={open === 'block'} target={{ userId: otherUserId, name, listingId }} onClose={close} />
    </Box>
  );
}
