import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { AppearanceCard } from './appearance-card';
import { DeleteAccountCard } from './delete-account-card';
import { HelpCard } from './help-card';
import { ItemAlertsCard } from './item-alerts-card';
import { NotificationsCard } from './notifications-card';
import { ProfileCard } from './profile-card';
import { SaleAlertsCard } from './sale-alerts-card';
import { ProfileSummary } from './profile-summary';
import { SecurityCard } from './security-card';
import { SignOutButton } from './sign-out-button';

interface SettingsPageProps {
  /** The Install App card, from the pwa feature (composed by the route module). */
  installCard?: ReactNode;
}

/** /settings (SPEC section 2): one column on phones, two from the tablet breakpoint. */
export function SettingsPage({ installCard }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  const { data: user, isPending } = useCurrentUser();

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.landing} />
      {isPending || !user ? (
        <PageSpinner />
      ) : (
        <PageContainer maxWidth="lg">
          <Stack spacing={2}>
            <ProfileSummary user={user} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
              <Stack spacing={2}>
                <ProfileCard user={user} />
                <AppearanceCard />
                <NotificationsCard user={user} />
                <SaleAlertsCard user={user} />
                <ItemAlertsCard user={user} />
              </Stack>
              <Stack spacing={2}>
                <SecurityCard email={user.email} />
                {installCard}
                <HelpCard user={user} />
                <DeleteAccountCard />
              </Stack>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
              <SignOutButton />
            </Box>
          </Stack>
        </PageContainer>
      )}
    </>
  );
}
