import { Box, Tab, Tabs } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDeskDialog } from '../hooks/use-desk-dialog';
import { AuditLog } from './audit-log';
import { NoteDialog } from './note-dialog';
import { ReportQueue } from './report-queue';

type DeskTab = 'reports' | 'log';

/** The desk: the open reports and the audit log, each action asking its reason in one dialog. */
export function ReviewDesk({ reports }: { reports: AdminReport[] }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<DeskTab>('reports');
  const dialog = useDeskDialog();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.home} />
      <PageContainer>
        <Tabs value={tab} onChange={(_event, value: DeskTab) => setTab(value)} variant="fullWidth" aria-label={t('tabs.label')} sx={{ mb: 2 }}>
          <Tab value="reports" id="desk-tab-reports" aria-controls="desk-panel-reports" label={t('tabs.reports', { count: reports.length })} />
          <Tab value="log" id="desk-tab-log" aria-controls="desk-panel-log" label={t('tabs.log')} />
        </Tabs>
        <Box role="tabpanel" id="desk-panel-reports" aria-labelledby="desk-tab-reports" hidden={tab !== 'reports'}>
          <ReportQueue reports={reports} onAction={dialog.show} />
        </Box>
        <Box role="tabpanel" id="desk-panel-log" aria-labelledby="desk-tab-log" hidden={tab !== 'log'}>
          <AuditLog onRestore={dialog.show} />
        </Box>
      </PageContainer>
      <NoteDialog request={dialog.request} open={dialog.open} onClose={dialog.close} />
    </>
  );
}
