import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { AdminAppeal, AdminDeletionRequest, AdminReport } from '@yardsale/core/api-types';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDeskDialog } from '../hooks/use-desk-dialog';
import { AccountLookup } from './account-lookup';
import { AppealCard } from './appeal-card';
import { AuditLog } from './audit-log';
import { DeletionRequestCard } from './deletion-request-card';
import { DeskQueue } from './desk-queue';
import { NoteDialog } from './note-dialog';
import { PostLookup } from './post-lookup';
import { ReportCard } from './report-card';
import { SuspendedAccounts } from './suspended-accounts';

const TABS = ['reports', 'appeals', 'deletions', 'suspended', 'lookup', 'log'] as const;
type DeskTab = (typeof TABS)[number];

interface ReviewDeskProps {
  reports: AdminReport[];
  appeals: AdminAppeal[];
  deletions: AdminDeletionRequest[];
}

/**
 * The desk: the queues of reports, appeals and data deletion requests, the suspended accounts, an
 * account found by its e-mail address or a post by its link, and the audit log, each action asking
 * its reason in one dialog.
 */
export function ReviewDesk({ reports, appeals, deletions }: ReviewDeskProps) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<DeskTab>('reports');
  const dialog = useDeskDialog();
  const counts: Partial<Record<DeskTab, number>> = { reports: reports.length, appeals: appeals.length, deletions: deletions.length };
  const panels: Record<DeskTab, ReactNode> = {
    reports: (
      <DeskQueue kind="reports" items={reports}>
        {(report) => <ReportCard report={report} onAction={dialog.show} />}
      </DeskQueue>
    ),
    appeals: (
      <DeskQueue kind="appeals" items={appeals}>
        {(appeal) => <AppealCard appeal={appeal} onAction={dialog.show} />}
      </DeskQueue>
    ),
    deletions: (
      <DeskQueue kind="deletions" items={deletions}>
        {(request) => <DeletionRequestCard request={request} onAction={dialog.show} />}
      </DeskQueue>
    ),
    suspended: <SuspendedAccounts onRestore={dialog.show} />,
    lookup: (
      <Stack spacing={5}>
        <Typography variant="body2" color="text.secondary">
          {t('lookup.logged')}
        </Typography>
        <AccountLookup onAction={dialog.show} />
        <PostLookup onAction={dialog.show} />
      </Stack>
    ),
    log: <AuditLog onRestore={dialog.show} />,
  };
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.home} />
      <PageContainer>
        <Tabs value={tab} onChange={(_event, value: DeskTab) => setTab(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('tabs.label')} sx={{ mb: 2 }}>
          {TABS.map((name) => (
            <Tab key={name} value={name} id={`desk-tab-${name}`} aria-controls={`desk-panel-${name}`} label={t(`tabs.${name}`, { count: counts[name] })} />
          ))}
        </Tabs>
        {TABS.map((name) => (
          <Box key={name} role="tabpanel" id={`desk-panel-${name}`} aria-labelledby={`desk-tab-${name}`} hidden={tab !== name}>
            {panels[name]}
          </Box>
        ))}
      </PageContainer>
      <NoteDialog request={dialog.request} open={dialog.open} onClose={dialog.close} onExited={dialog.exited} />
    </>
  );
}
