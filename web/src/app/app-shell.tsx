import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { InstallBanner } from '@/features/pwa/components/install-banner';
import { UpdatePrompt } from '@/features/pwa/components/update-prompt';

export function AppShell() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <InstallBanner />
      <UpdatePrompt />
    </>
  );
}
