import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { ReportEvidence } from './report-evidence';
import { ReportFacts } from './report-facts';
import { ReportedRecord } from './reported-record';
import { When } from './when';

interface ReportCardProps {
  report: AdminReport;
  onAction: (request: DeskRequest) => void;
}

/** One open report with everything needed to decide, and the decisions: dismiss, remove a post, suspend or restore. */
export function ReportCard({ report, onAction }: ReportCardProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { reported } = report;
  const subject = `${reported.displayName} (${reported.email})`;
  const accountAction: DeskRequest = reported.suspendedAt
    ? { kind: 'restore', id: reported.id, subject }
    : { kind: 'suspend', id: reported.id, reportId: report.id, subject };
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2.5}>
          <div>
            <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {t('report.heading', { name: reported.displayName })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('report.filed')} <When iso={report.createdAt} />
            </Typography>
          </div>
          <ReportFacts report={report} />
          <ReportEvidence report={report} />
          <ReportedRecord report={report} onRemove={(post) => onAction({ kind: 'remove', id: post.id, reportId: report.id, subject: post.title })} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={() => onAction({ kind: 'dismiss', id: report.id, subject })}>
          {t('actions.dismiss')}
        </Button>
        <Button variant="contained" color={reported.suspendedAt ? 'primary' : 'error'} onClick={() => onAction(accountAction)}>
          {t(reported.suspendedAt ? 'actions.restore' : 'actions.suspend')}
        </Button>
      </CardActions>
    </Card>
  );
}
