import { Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminFoundPost } from '@yardsale/core/api-types';
import { postIdIn } from '@yardsale/core/pasted-post-id';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { usePostLookup } from '../api/desk-lists';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { FoundAccount } from './account-lookup';
import { LookupForm } from './lookup-form';
import { ListingDetails } from './report-evidence';
import { When } from './when';

const HEADING_ID = 'desk-find-post';

/** The post found, whether it is shown, and the way to take it down or show it again; then its owner. */
function FoundPost({ found: { post, owner }, onAction }: { found: AdminFoundPost; onAction: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="section" aria-label={post.title} spacing={1.5} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere', typography: 'body2' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={post.isActive ? 'success' : 'default'} label={t(post.isActive ? 'record.active' : 'record.removed')} />
        <Typography component="span" variant="caption" color="text.secondary">
          {t('postLookup.posted')} <When iso={post.createdAt} />
        </Typography>
      </Stack>
      <ListingDetails listing={post} />
      <Button
        size="small"
        variant="outlined"
        color={post.isActive ? 'error' : 'primary'}
        onClick={() => onAction({ kind: post.isActive ? 'remove' : 'restorePost', id: post.id, subject: post.title })}
      >
        {t(post.isActive ? 'actions.remove' : 'actions.restorePost')}
      </Button>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('postLookup.owner')}
      </Typography>
      <FoundAccount person={owner} onAction={onAction} underHeading />
    </Stack>
  );
}

/**
 * A post found by its link or id (decision 0074): one sent to support, or shared outside the app,
 * can be taken down or shown again, and its owner acted on, without a report in the queue.
 */
export function PostLookup({ onAction }: { onAction: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const [postId, setPostId] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const found = usePostLookup(postId);
  const find = (typed: string) => {
    const id = postIdIn(typed);
    setUnreadable(id === null && typed !== '');
    setPostId(id);
  };
  return (
    <Stack component="section" aria-labelledby={HEADING_ID} spacing={2}>
      <Typography component="h2" variant="h6" id={HEADING_ID}>
        {t('postLookup.heading')}
      </Typography>
      <LookupForm name={t('postLookup.search')} label={t('postLookup.field')} type="text" error={unreadable ? t('postLookup.unreadable') : null} onFind={find} />
      {postId !== null && found.isPending && <PageSpinner />}
      {found.isError && <RetryAlert message={t('postLookup.loadError')} retryLabel={t('retry')} onRetry={() => void found.refetch()} />}
      {found.data === null && <Typography sx={{ py: 6, textAlign: 'center' }}>{t('postLookup.empty')}</Typography>}
      {found.data && <FoundPost found={found.data} onAction={onAction} />}
    </Stack>
  );
}
