import { Stack } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { DetailItem } from '@/components/ui/detail-item';
import { PersonDetails } from './person-details';

/** Why the report was filed (what is wrong with the post, for a post's report), about whom and by whom. */
export function ReportFacts({ report }: { report: AdminReport }) {
  // reports: the names of what a post is reported for.
  const { t } = useTranslation(['admin', 'reports']);
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {report.problem && <DetailItem label={t('report.problem')}>{t(`reports:problems.${report.problem}`)}</DetailItem>}
      <DetailItem label={t('report.reason')}>{report.reason || t('report.noWords')}</DetailItem>
      <DetailItem label={t('people.reported')}>
        <PersonDetails person={report.reported} />
      </DetailItem>
      <DetailItem label={t('people.reporter')}>
        <PersonDetails person={report.reporter} />
      </DetailItem>
    </Stack>
  );
}
