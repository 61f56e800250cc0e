import { Stack, Typography } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useTranslation } from 'react-i18next';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { ReportCard } from './report-card';

interface ReportQueueProps {
  reports: AdminReport[];
  onAction: (request: DeskRequest) => void;
}

/** The open reports, oldest first, as the API orders them: the desk works through them like a queue. */
export function ReportQueue({ reports, onAction }: ReportQueueProps) {
  const { t } = useTranslation('admin');
  if (reports.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6">
          {t('queue.empty')}
        </Typography>
        <Typography color="text.secondary">{t('queue.emptyHint')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack component="ol" spacing={2} aria-label={t('queue.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reports.map((report) => (
        <li key={report.id}>
          <ReportCard report={report} onAction={onAction} />
        </li>
      ))}
    </Stack>
  );
}
