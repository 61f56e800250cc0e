import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMediaPermissionsRequested } from '@/features/auth/media-permissions';
import { InstallBanner } from '@/features/pwa/components/install-banner';
import { UpdatePrompt } from '@/features/pwa/components/update-prompt';
import { AccountOverlays } from './account-overlays';

export function AppShell() {
  // The photo-access offer and the install banner share the bottom edge: one at a time.
  const offeringPhotoAccess = useMediaPermissionsRequested();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <AccountOverlays />
      {!offeringPhotoAccess && <InstallBanner />}
      <UpdatePrompt />
    </>
  );
}
