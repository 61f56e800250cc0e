import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';

/** Stands in for a screen whose issue has not landed yet, so every route of the spec exists. */
export function UpcomingScreen({ screen, backTo }: { screen: string; backTo: string }) {
  const { t } = useTranslation('screens');
  return (
    <>
      <PageHeader title={t(`${screen}.title`)} backTo={backTo} />
      <PageContainer>
        <Typography>{t('upcoming')}</Typography>
      </PageContainer>
    </>
  );
}
