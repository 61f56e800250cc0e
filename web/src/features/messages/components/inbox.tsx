import { List } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { paths } from '@/config/paths';
import { useConversations } from '@/lib/messages/conversations';
import { ConversationRow } from './conversation-row';

function EmptyInbox() {
  const { t } = useTranslation('messages');
  return <EmptyState title={t('inbox.empty')} text={t('inbox.emptyHint')} />;
}

function Conversations() {
  const { t } = useTranslation('messages');
  const { query, conversations } = useConversations();
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) return <RetryAlert message={t('inbox.loadError')} retryLabel={t('inbox.retry')} onRetry={() => void query.refetch()} />;
  if (conversations.length === 0) return <EmptyInbox />;
  return (
    <>
      <List aria-label={t('inbox.label')} disablePadding>
        {conversations.map((conversation) => (
          <ConversationRow key={`${conversation.listingId}/${conversation.otherUser.id}`} conversation={conversation} now={query.dataUpdatedAt} />
        ))}
      </List>
      {query.hasNextPage && <LoadMore loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage({ cancelRefetch: false })} />}
    </>
  );
}

/** /messages: the conversations, newest first (SPEC section 2). */
export function Inbox() {
  const { t } = useTranslation('messages');
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.classifieds} />
      <PageContainer maxWidth="sm">
        <Conversations />
      </PageContainer>
    </>
  );
}
