import { memo, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useMediaPermissionsRequested } from '@/features/auth/media-permissions';
import { useInstallOfferDue } from '@/features/pwa/pwa-install-provider';
import { needsConsent, useCurrentUser } from '@/lib/auth';
import { loadNamespaces } from '@/lib/i18n';
import { lazyOrNothing } from '@/lib/lazy-or-nothing';
import { useSavedCopyNotice } from '@/lib/saved-copy';
import { ScreenDownloadBar, ScreenSpinner } from './screen-download';
import { TakeOverPage } from './take-over-page';
import { useScreenChange } from './use-screen-change';
import { useAfterLoad } from '@/lib/use-after-load';

// Not in the first bundle: a guest never needs the consent dialog, and the service worker (with its
// update offer) is registered once the screen they opened is up. A download that fails (the signal
// dropped) leaves them out until the next start, rather than replacing the screen with an error.
const AccountOverlays = lazyOrNothing(() => import('./account-overlays'));
const UpdatePrompt = lazyOrNothing(() => import('@/features/pwa/components/update-prompt'));
// Only while the screen shows the phone's saved copy of an answer (decision 0041).
const SavedCopyNotice = lazyOrNothing(() => import('@/features/pwa/components/saved-copy-notice'));
// Only once the banner is due, with its strings; offline before the file was saved there is simply
// no banner (nothing the person asked for failed).
const InstallBanner = lazyOrNothing(async () => (await Promise.all([import('@/features/pwa/components/install-banner'), loadNamespaces(['pwa'])]))[0]);

// Memoized: the shell re-renders when the user or a timer changes, and a screen that cares about
// those subscribes itself; the whole page is not drawn again for them (measured on /faq at 4x: a
// synchronous 80-110 ms task when the session answer arrived).
const Screen = memo(function Screen() {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <Outlet />
      <TakeOverPage />
    </Suspense>
  );
});

/** The consent dialog's strings and the terms' text, fetched together with the overlays' code, not one after the other. */
const CONSENT_NAMESPACES = ['consent', 'legal'];
function usePrefetchConsentStrings(wanted: boolean) {
  useEffect(() => {
    // Failed (offline), they are fetched again when the dialog opens.
    if (wanted) loadNamespaces(CONSENT_NAMESPACES).catch(() => undefined);
  }, [wanted]);
}

export function AppShell() {
  const { data: user } = useCurrentUser();
  useScreenChange();
  usePrefetchConsentStrings(needsConsent(user));
  const afterLoad = useAfterLoad();
  // The photo-access offer and the install banner share the bottom edge: one at a time.
  const offeringPhotoAccess = useMediaPermissionsRequested();
  const installOfferDue = useInstallOfferDue();
  const savedCopyTime = useSavedCopyNotice();
  return (
    <>
      <Screen />
      <ScreenDownloadBar />
      <Suspense fallback={null}>
        {user && <AccountOverlays user={user} />}
      </Suspense>
      {/* Its own boundary: while its code loads, the consent dialog above stays on screen. */}
      <Suspense fallback={null}>{!offeringPhotoAccess && installOfferDue && <InstallBanner />}</Suspense>
      {/* Its own boundary: while its code loads, the banner above stays as it is. */}
      <Suspense fallback={null}>{afterLoad && <UpdatePrompt />}</Suspense>
      <Suspense fallback={null}>{savedCopyTime !== null && <SavedCopyNotice savedAt={savedCopyTime} />}</Suspense>
    </>
  );
}
