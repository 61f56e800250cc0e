import { useMediaPermissionsRequested } from '@/features/auth/media-permissions';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { HomeScreen } from '@/features/sales/map/home-screen';
import { needsConsent, useCurrentUser } from '@/lib/auth';

export default function HomeRoute() {
  const { data: user } = useCurrentUser();
  const offeringPhotoAccess = useMediaPermissionsRequested();
  // A newcomer first answers the terms and the photo-access offer; only then is location asked
  // for, so no two requests ever stand over each other.
  const askForLocation = user !== undefined && !needsConsent(user) && !offeringPhotoAccess;
  return <HomeScreen banner={<VerifyEmailBanner />} askForLocation={askForLocation} />;
}
