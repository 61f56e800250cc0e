import { Box, Chip, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import type { Conversation } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { conversationPath } from '@yardsale/core/conversation-path';
import { usePersonName } from '@/components/messages/use-person-name';
import { useTimeAgo } from '../hooks/use-time-ago';
import { UnreadPill } from './unread-pill';
import { UserAvatar } from './user-avatar';

/** One inbox line (SPEC section 2): avatar, name, unread count, time of the last message, 'Re: title', preview; 'Blocked' while the reader blocks them. */
export function ConversationRow({ conversation, now }: { conversation: Conversation; now: number }) {
  const { t } = useTranslation('messages');
  const timeAgo = useTimeAgo();
  const personName = usePersonName();
  const { listingId, otherUser, listing, lastMessage, unreadCount, blockedByYou } = conversation;
  const name = personName(otherUser);
  const unread = unreadCount > 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={conversationPath(listingId, otherUser.id)} sx={{ gap: 2, alignItems: 'flex-start', py: 1.5 }}>
        <UserAvatar name={name} avatarUrl={otherUser.avatarUrl} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography component="span" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
              {name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {timeAgo(lastMessage.createdAt, now)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('inbox.re', { title: listing?.title ?? t('listingGone') })}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" noWrap sx={{ flex: 1, fontWeight: unread ? 600 : 400 }}>
              {lastMessage.content}
            </Typography>
            {/* Beside the preview, not the name: on a small phone the name keeps its room. */}
            {blockedByYou && <Chip size="small" label={t('inbox.blocked')} sx={{ flexShrink: 0 }} />}
            {unread && <UnreadPill count={unreadCount} />}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
