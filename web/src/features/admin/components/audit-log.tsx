import { Button, Stack, Typography } from '@mui/material';
import type { AdminActionRecord } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/desk-lists';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { FetchedList } from './fetched-list';
import { When } from './when';

function AuditEntry({ entry, onRestore }: { entry: AdminActionRecord; onRestore: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const { post } = entry;
  // A removal is taken back from its line while the post is still down: a mistake need not wait for a repost.
  const restorable = entry.action === 'remove-listing' && post && !post.isActive;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {t(`log.actions.${entry.action}`)}
        </Typography>{' '}
        — <When iso={entry.createdAt} />
      </Typography>
      {entry.target && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.target.displayName ? t('log.about', { name: entry.target.displayName, email: entry.target.email }) : t('log.aboutAddress', { email: entry.target.email })}
        </Typography>
      )}
      {post && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('log.post', { title: post.title })}
        </Typography>
      )}
      {entry.note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.note}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('log.by', { email: entry.adminEmail })}
      </Typography>
      {restorable && (
        <Button size="small" variant="outlined" onClick={() => onRestore({ kind: 'restorePost', id: post.id, subject: post.title })} aria-label={t('actions.restorePostLabel', { title: post.title })}>
          {t('actions.restorePost')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * GET /api/admin/actions as a list, newest first: when, which action or look-up, on which post, why,
 * and by whom; a post still down offers Restore on its removal's line.
 */
export function AuditLog({ onRestore }: { onRestore: (request: DeskRequest) => void }) {
  const log = useAuditLog();
  return (
    <FetchedList kind="log" query={log}>
      {(entry) => <AuditEntry entry={entry} onRestore={onRestore} />}
    </FetchedList>
  );
}
