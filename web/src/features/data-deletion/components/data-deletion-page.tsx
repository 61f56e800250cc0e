import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';
import { Link as RouterLink } from 'react-router';
import { DATA_DELETION_PROCESSING_DAYS } from '@yardsale/core/constants';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSupportEmail } from '@/lib/use-public-config';
import { DataDeletionForm } from './data-deletion-form';
import { DeletionAlternatives } from './deletion-alternatives';

const days = DATA_DELETION_PROCESSING_DAYS;

function SuccessPanel({ message, email, onAnother }: { message: string; email: string; onAnother: () => void }) {
  const { t } = useTranslation('dataDeletion');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form disappears; move focus to the result so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography ref={headingRef} id="data-deletion-form-heading" tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none' }}>
        {t('success.heading')}
      </Typography>
      <Typography>{message}</Typography>
      <Typography color="text.secondary">
        <Trans t={t} i18nKey="success.text" values={{ email }} components={{ emailLink: <Link href={`mailto:${email}`} /> }} />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button variant="contained" component={RouterLink} to={paths.landing}>
          {t('success.home')}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {t('success.another')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /data-deletion (SPEC section 2): request form, what it deletes, and the other ways to do it. Back goes to /. */
export function DataDeletionPage() {
  const { t } = useTranslation('dataDeletion');
  const email = useSupportEmail();
  const [submitted, setSubmitted] = useState<string | null>(null);
  const whatItems = t('whatHappens.items', { returnObjects: true });

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.landing} />
      <PageContainer maxWidth="sm">
        <Stack spacing={3}>
          <Typography>{t('intro', { days })}</Typography>
          <Box component="section" aria-labelledby="data-deletion-what">
            <Typography id="data-deletion-what" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
              {t('whatHappens.heading')}
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {(Array.isArray(whatItems) ? (whatItems as string[]) : []).map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              <Trans
                t={t}
                i18nKey="whatHappens.note"
                components={{ privacyLink: <Link component={RouterLink} to={`${paths.privacy}?from=${paths.dataDeletion}`} /> }}
              />
            </Typography>
          </Box>
          <Paper component="section" variant="outlined" aria-labelledby="data-deletion-form-heading" sx={{ p: { xs: 2, sm: 3 } }}>
            {submitted !== null ? (
              <SuccessPanel message={submitted} email={email} onAnother={() => setSubmitted(null)} />
            ) : (
              <>
                <Typography id="data-deletion-form-heading" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
                  {t('form.heading')}
                </Typography>
                <DataDeletionForm labelledBy="data-deletion-form-heading" onSubmitted={setSubmitted} />
              </>
            )}
          </Paper>
          <DeletionAlternatives email={email} />
        </Stack>
      </PageContainer>
    </>
  );
}
