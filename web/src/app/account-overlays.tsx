import type { CurrentUser } from '@yardsale/core/api-types';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { MediaPermissionsPrompt } from '@/features/auth/components/media-permissions-prompt';
import { Suspense } from 'react';
import { useKeepGuestFavorites } from '@/features/sales/hooks/use-keep-guest-favorites';
import { needsConsent } from '@/lib/auth';
import { loadNamespaces } from '@/lib/i18n';
import { lazyOrNothing } from '@/lib/lazy-or-nothing';
import { ConsentGate } from './consent-gate';

// Only when a guest's hearts joined the account, with its strings (sales), which this screen may not
// have: without a signal for either, nothing is said.
const GuestFavoritesKept = lazyOrNothing(
  async () => (await Promise.all([import('@/features/sales/components/guest-favorites-kept'), loadNamespaces(['sales'])]))[0],
);

/**
 * Over every page while signed in: the consent dialog while consent is missing, then the photo-access
 * offer after a registration; and the guest's favorites of this browser kept for the account.
 */
export default function AccountOverlays({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const keptFavorites = useKeepGuestFavorites(!needsConsent(user));
  // On /auth a newcomer is still looking at the verification dialog: one modal at a time, so the
  // consent dialog waits for the page they go on to.
  if (needsConsent(user)) return pathname === paths.auth ? null : <ConsentGate user={user} />;
  return (
    <>
      <MediaPermissionsPrompt />
      {keptFavorites.added.length > 0 && (
        <Suspense fallback={null}>
          <GuestFavoritesKept ids={keptFavorites.added} onTold={keptFavorites.told} />
        </Suspense>
      )}
    </>
  );
}
