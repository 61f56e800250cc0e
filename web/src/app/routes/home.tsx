import { lazy } from 'react';
import { OptionalPart } from '@/components/ui/optional-part';
import { useMediaPermissionsRequested } from '@/features/auth/media-permissions';
import { HomeScreen } from '@/features/sales/map/home-screen';
import { needsConsent, useCurrentUser } from '@/lib/auth';
import { withNamespaces } from '@/lib/prefetch-code';

// Only someone signed in with an unverified e-mail sees the banner: its code and the auth strings it
// speaks with load for them alone, not with every visit to the map.
const VerifyEmailBanner = lazy(() =>
  withNamespaces(import('@/features/auth/components/verify-email-banner'), ['auth']).then((module) => ({ default: module.VerifyEmailBanner })),
);

export default function HomeRoute() {
  const { data: user } = useCurrentUser();
  const offeringPhotoAccess = useMediaPermissionsRequested();
  // A newcomer first answers the terms and the photo-access offer; only then is location asked
  // for, so no two requests ever stand over each other.
  const askForLocation = user !== undefined && !needsConsent(user) && !offeringPhotoAccess;
  const banner = user && !user.emailVerified && (
    <OptionalPart>
      <VerifyEmailBanner />
    </OptionalPart>
  );
  return <HomeScreen banner={banner} askForLocation={askForLocation} />;
}
