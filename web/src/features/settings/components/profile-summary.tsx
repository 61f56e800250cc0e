import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CurrentUser } from '@yardsale/core/api-types';
import { AvatarButton } from './avatar-button';

/** An e-mail address that wraps after its '@' rather than inside a word ('newbie@example.co' / 'm'). */
const wrappingAtSign = (text: string) =>
  text.split('@').map((part, index) => (index === 0 ? part : <Fragment key={index}>@<wbr />{part}</Fragment>));

/** Who is signed in: photo, name (display name or username), e-mail (unless it is the name) and verification state. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('settings');
  const name = user.displayName || user.username;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <AvatarButton user={user} name={name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {wrappingAtSign(name)}
          </Typography>
          {user.email !== name && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {wrappingAtSign(user.email)}
            </Typography>
          )}
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
            {user.emailVerified ? (
              <VerifiedIcon fontSize="small" color="success" aria-hidden="true" />
            ) : (
              <ErrorOutlineIcon fontSize="small" color="warning" aria-hidden="true" />
            )}
            <Typography variant="body2" color="text.secondary">
              {user.emailVerified ? t('summary.verified') : t('summary.unverified')}
            </Typography>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
