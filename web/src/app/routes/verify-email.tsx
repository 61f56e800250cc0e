import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function VerifyEmailRoute() {
  return <UpcomingScreen screen="verifyEmail" backTo={paths.auth} />;
}
