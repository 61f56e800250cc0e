import { paths } from '@/config/paths';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function HomeRoute() {
  return (
    <>
      <VerifyEmailBanner />
      <UpcomingScreen screen="home" backTo={paths.landing} />
    </>
  );
}
