import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@/lib/i18n';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

function Alternative({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </Box>
    </Stack>
  );
}

/** The other ways to delete one's data (SPEC section 2): e-mailing support, or deleting the account in settings. */
export function DeletionAlternatives({ email }: { email: string }) {
  const { t } = useTranslation('dataDeletion');
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('alternatives.emailSubject'))}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="data-deletion-alternatives" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="data-deletion-alternatives" component="h2" variant="h6" sx={{ mb: 2, fontWeight: 700 }}>
        {t('alternatives.heading')}
      </Typography>
      <Stack spacing={2.5}>
        <Alternative icon={<MailOutlinedIcon />} heading={t('alternatives.emailHeading')}>
          <Trans t={t} i18nKey="alternatives.emailText" values={{ email }} components={{ emailLink: <Link href={mailto} /> }} />
        </Alternative>
        <Alternative icon={<SettingsIcon />} heading={t('alternatives.settingsHeading')}>
          <Trans t={t} i18nKey="alternatives.settingsText" components={{ settingsLink: <Link component={RouterLink} to={paths.settings} /> }} />
        </Alternative>
      </Stack>
    </Paper>
  );
}
