import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LanguageLinks } from './language-links';

const footerLinks = [
  { to: paths.terms, key: 'terms' },
  { to: paths.privacy, key: 'privacy' },
  { to: paths.dataDeletion, key: 'dataDeletion' },
  { to: paths.installPwa, key: 'install' },
] as const;

export function AuthFooter() {
  const { t } = useTranslation('auth');
  return (
    <Box component="footer" sx={{ p: 2, textAlign: 'center' }}>
      <Stack component="nav" aria-label={t('footer.label')} direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        {footerLinks.map(({ to, key }) => (
          <MuiLink key={key} component={Link} to={`${to}?from=${paths.auth}`} variant="body2">
            {t(`footer.${key}`)}
          </MuiLink>
        ))}
      </Stack>
      <LanguageLinks />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
