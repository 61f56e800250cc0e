import { Stack, Typography } from '@mui/material';
import type { AdminActionRecord } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/desk-lists';
import { FetchedList } from './fetched-list';
import { When } from './when';

function AuditEntry({ entry }: { entry: AdminActionRecord }) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={0.5}>
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
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.note}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('log.by', { email: entry.adminEmail })}
      </Typography>
    </Stack>
  );
}

/** GET /api/admin/actions as a list, newest first: when, which action, why, and by whom. Read-only. */
export function AuditLog() {
  const log = useAuditLog();
  return (
    <FetchedList kind="log" query={log}>
      {(entry) => <AuditEntry entry={entry} />}
    </FetchedList>
  );
}
