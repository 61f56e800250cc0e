import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ComputerIcon from '@mui/icons-material/Computer';
import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from '@/lib/i18n';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useInstallWithFeedback } from '../hooks/use-install-with-feedback';
import { usePwaInstall } from '../pwa-install-provider';

interface InstallMethod {
  heading: string;
  steps: string[];
}

/** Icons of installPage.manual.methods, in order: Safari on mobile, other mobile browsers, desktop. */
const METHOD_ICONS = [PhoneIphoneIcon, PhoneAndroidIcon, ComputerIcon];

const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

function InstallStatus() {
  const { t } = useTranslation('install');
  const { isInstalled, canPrompt } = usePwaInstall();
  const install = useInstallWithFeedback();
  const benefits = asArray<string>(t('installPage.benefits', { returnObjects: true }));

  if (isInstalled) {
    return (
      <Paper component="section" variant="outlined" aria-labelledby="install-status" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box>
            <Typography id="install-status" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('installPage.status.installedHeading')}
            </Typography>
            <Typography color="text.secondary">{t('installPage.status.installedText')}</Typography>
          </Box>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="install-status" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="install-status" component="h2" variant="h6" sx={{ mb: 1, fontWeight: 700 }}>
        {t('installPage.status.heading')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
        {benefits.map((benefit) => (
          <Typography component="li" key={benefit} sx={{ mb: 0.5 }}>
            {benefit}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ mb: 1.5 }}>{t('installPage.status.text')}</Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<DownloadIcon />}
        disabled={!canPrompt}
        aria-describedby={canPrompt ? undefined : 'install-not-offered'}
        onClick={() => void install()}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t('installPage.status.button')}
      </Button>
      {!canPrompt && (
        <Alert id="install-not-offered" severity="info" icon={<InfoOutlinedIcon />} sx={{ mt: 2 }}>
          {t('installPage.status.notOffered')}
        </Alert>
      )}
    </Paper>
  );
}

function ManualInstructions() {
  const { t } = useTranslation('install');
  const methods = asArray<InstallMethod>(t('installPage.manual.methods', { returnObjects: true }));
  return (
    <Box component="section" aria-labelledby="install-manual">
      <Typography id="install-manual" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('installPage.manual.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('installPage.manual.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {methods.map((method, methodIndex) => {
          const Icon = METHOD_ICONS[methodIndex] ?? ComputerIcon;
          return (
            <Paper key={methodIndex} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                <Icon color="primary" aria-hidden="true" />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {method.heading}
                </Typography>
              </Stack>
              <Box component="ol" sx={{ pl: 3, m: 0 }}>
                {asArray<string>(method.steps).map((_, stepIndex) => (
                  <Typography component="li" key={stepIndex} sx={{ mb: 0.75 }}>
                    <Trans t={t} i18nKey={`installPage.manual.methods.${methodIndex}.steps.${stepIndex}`} />
                  </Typography>
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

/** /install-pwa (SPEC section 2): installed status, the direct install button, and manual steps per browser. */
export function InstallPwaPage() {
  const { t } = useTranslation('install');
  return (
    <>
      <PageHeader title={t('installPage.title')} backTo={paths.home} />
      <PageContainer>
        <Stack spacing={3}>
          <Typography>{t('installPage.intro')}</Typography>
          <InstallStatus />
          <ManualInstructions />
        </Stack>
      </PageContainer>
    </>
  );
}
