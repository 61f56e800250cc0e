import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import GetAppOutlinedIcon from '@mui/icons-material/GetAppOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useInstallWithFeedback } from '../hooks/use-install-with-feedback';
import { usePwaInstall } from '../pwa-install-provider';

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The settings screen's Install App card (SPEC section 2): benefits, install and instructions. */
export function InstallAppCard() {
  const { t } = useTranslation('install');
  const { isInstalled, canPrompt } = usePwaInstall();
  const install = useInstallWithFeedback();

  if (isInstalled) {
    return (
      <SectionCard title={t('card.heading')} icon={<GetAppOutlinedIcon />}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" aria-hidden="true" />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('card.installed')}</Typography>
            <Typography color="text.secondary">{t('card.installedText')}</Typography>
          </Box>
        </Stack>
      </SectionCard>
    );
  }

  return (
    <SectionCard title={t('card.heading')} icon={<GetAppOutlinedIcon />}>
      <Typography>{t('card.intro')}</Typography>
      <Box component="ul" sx={{ pl: 3, mt: 1, mb: 2 }}>
        {asStrings(t('installPage.benefits', { returnObjects: true })).map((benefit) => (
          <Typography component="li" key={benefit} color="text.secondary" sx={{ mb: 0.5 }}>
            {benefit}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void install()}>
          {canPrompt ? t('card.installNow') : t('card.install')}
        </Button>
        <Button variant="outlined" startIcon={<InfoOutlinedIcon />} component={RouterLink} to={paths.installPwa}>
          {t('card.instructions')}
        </Button>
      </Stack>
      {!canPrompt && (
        // A standing note, not news: read in its place, not announced on every visit (Alert's default role is alert).
        <Alert severity="info" role="note" sx={{ mt: 2 }}>
          {t('card.notAvailable')}
        </Alert>
      )}
    </SectionCard>
  );
}
