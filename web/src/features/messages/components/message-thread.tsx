import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { scamSignalsOf } from '@yardsale/core/scam-signals';
import { useTranslation } from '@/lib/i18n';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useCurrentUser } from '@/lib/auth';
import { useThread } from '../api/thread';
import { useLatestMessage } from '../hooks/use-latest-message';
import { useTimeAgo } from '../hooks/use-time-ago';
import { MessageBubble } from './message-bubble';
import { ScamWarning } from './scam-warning';

interface MessageThreadProps {
  listingId: string;
  otherUserId: string;
  name: string;
}

/** The conversation, oldest to newest, scrolled to the latest; earlier pages load on request. */
export function MessageThread({ listingId, otherUserId, name }: MessageThreadProps) {
  const { t } = useTranslation('messages');
  const { data: user } = useCurrentUser();
  const { query, messages } = useThread(listingId, otherUserId);
  const endRef = useLatestMessage(messages.at(-1)?.id);
  const timeAgo = useTimeAgo();
  const body = () => {
    if (query.isPending) return <CircularProgress aria-label={t('common:loading')} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
    if (query.isError && !query.data) return <RetryAlert message={t('conversation.loadError')} retryLabel={t('conversation.retry')} onRetry={() => void query.refetch()} />;
    if (messages.length === 0) return <Typography sx={{ textAlign: 'center', color: 'text.secondary', my: 4 }}>{t('conversation.empty')}</Typography>;
    return (
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((message) => {
          const mine = message.senderId === user?.id;
          // Only the other person's words: a reader warned about what they wrote themselves learns nothing.
          // A link to this app's own pages (their other sale) is no warning's business.
          const signals = mine ? [] : scamSignalsOf(message.content, window.location.host);
          return (
            <MessageBubble
              key={message.id}
              content={message.content}
              author={mine ? t('you') : name}
              mine={mine}
              time={timeAgo(message.createdAt, query.dataUpdatedAt)}
              warning={signals.length > 0 && <ScamWarning signals={signals} />}
            />
          );
        })}
      </Stack>
    );
  };
  return (
    <Box role="log" aria-label={t('conversation.log', { name })} tabIndex={0} sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'background.default' }}>
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <Button size="small" onClick={() => void query.fetchNextPage({ cancelRefetch: false })} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('conversation.loadingEarlier') : t('conversation.loadEarlier')}
          </Button>
        </Box>
      )}
      {body()}
      <div ref={endRef} />
    </Box>
  );
}
