import { Button, Typography } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useCurrentUser } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import type { DeskRequest } from '../hooks/use-desk-dialog';
import { DeskCard } from './desk-card';
import { ReportEvidence } from './report-evidence';
import { ReportFacts } from './report-facts';
import { UserRecord } from './user-record';

interface ReportCardProps {
  report: AdminReport;
  onAction: (request: DeskRequest) => void;
}

/**
 * One open report with everything needed to decide, and the decisions: dismiss, remove a post (the
 * reported one at hand, for a post's report), suspend or restore (not for a deleted account).
 */
export function ReportCard({ report, onAction }: ReportCardProps) {
  const { t } = useTranslation('admin');
  const { reported } = report;
  // The server refuses it too: a report about an administrator is another administrator's to decide.
  const aboutMe = useCurrentUser().data?.id === reported.id;
  const subject = `${reported.displayName} (${reported.email})`;
  const accountAction: DeskRequest = reported.suspendedAt
    ? { kind: 'restore', id: reported.id, subject }
    : { kind: 'suspend', id: reported.id, reportId: report.id, subject };
  // A post's report can be answered by removing that post, while it is still up.
  const reportedPost = report.postActive ? report.evidence.listing : undefined;
  const actions = aboutMe ? (
    <Typography variant="body2" color="text.secondary">
      {t('report.aboutYou')}
    </Typography>
  ) : (
    <>
      <Button variant="outlined" onClick={() => onAction({ kind: 'dismiss', id: report.id, subject })}>
        {t('actions.dismiss')}
      </Button>
      {reportedPost && (
        <Button variant="outlined" color="error" onClick={() => onAction({ kind: 'remove', id: reportedPost.id, reportId: report.id, subject: reportedPost.title })}>
          {t('actions.remove')}
        </Button>
      )}
      {/* A deleted account can be neither suspended nor restored: the report can only be closed. */}
      {!reported.deletedAt && (
        <Button variant="contained" color={reported.suspendedAt ? 'primary' : 'error'} onClick={() => onAction(accountAction)}>
          {t(reported.suspendedAt ? 'actions.restore' : 'actions.suspend')}
        </Button>
      )}
    </>
  );
  return (
    <DeskCard heading={t('report.heading', { name: reported.displayName })} filed={report.createdAt} actions={actions}>
      <ReportFacts report={report} />
      <ReportEvidence report={report} />
      <UserRecord
        name={reported.displayName}
        reports={report.otherReports}
        others
        posts={report.posts}
        onRemove={aboutMe ? undefined : (post) => onAction({ kind: 'remove', id: post.id, reportId: report.id, subject: post.title })}
      />
    </DeskCard>
  );
}
