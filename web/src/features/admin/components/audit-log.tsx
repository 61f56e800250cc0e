import { Button, Stack, Typography } from '@mui/material';
import type { AdminActionRecord } from '@yardsale/core/api-types';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useAuditLog } from '../api/audit-log';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { activeSuspensions } from '../utils/active-suspensions';
import { When } from './when';

interface AuditEntryProps {
  entry: AdminActionRecord;
  /** Set for a suspension still in force: the log is where an account without open reports is restored. */
  onRestore?: () => void;
}

function AuditEntry({ entry, onRestore }: AuditEntryProps) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {t(`log.actions.${entry.action}`)}
        </Typography>{' '}
        — <When iso={entry.createdAt} />
      </Typography>
      {entry.target && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('log.about', { name: entry.target.displayName, email: entry.target.email })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.note}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('log.by', { email: entry.adminEmail })}
      </Typography>
      {onRestore && (
        <Button size="small" variant="outlined" onClick={onRestore} aria-label={t('log.restoreLabel', { note: entry.note })} sx={{ alignSelf: 'flex-start' }}>
          {t('actions.restore')}
        </Button>
      )}
    </Stack>
  );
}

/** GET /api/admin/actions as a list, newest first: when, which action, why, and by whom. */
export function AuditLog({ onRestore }: { onRestore: (request: DeskRequest) => void }) {
  const { t } = useTranslation('admin');
  const log = useAuditLog();
  if (log.isPending) return <PageSpinner />;
  if (log.isError) return <RetryAlert message={t('log.loadError')} retryLabel={t('log.retry')} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0) return <Typography sx={{ py: 6, textAlign: 'center' }}>{t('log.empty')}</Typography>;
  const restorable = activeSuspensions(log.data);
  const restore = ({ targetUserId, note }: AdminActionRecord) => () =>
    onRestore({ kind: 'restore', id: targetUserId!, subject: t('log.suspendedAccount', { note }) });
  return (
    <Stack component="ol" aria-label={t('log.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {log.data.map((entry) => (
        <AuditEntry key={entry.id} entry={entry} onRestore={restorable.has(entry.id) ? restore(entry) : undefined} />
      ))}
    </Stack>
  );
}
