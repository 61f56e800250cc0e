import { Stack } from '@mui/material';
import type { AdminReport } from '@yardsale/core/api-types';
import { useTranslation } from '@/lib/i18n';
import { DetailItem } from '@/components/ui/detail-item';
import { PersonDetails } from './person-details';

/** Why the report was filed, about whom and by whom. */
export function ReportFacts({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      <DetailItem label={t('report.reason')}>{report.reason}</DetailItem>
      <DetailItem label={t('people.reported')}>
        <PersonDetails person={report.reported} />
      </DetailItem>
      <DetailItem label={t('people.reporter')}>
        <PersonDetails person={report.reporter} />
      </DetailItem>
    </Stack>
  );
}
