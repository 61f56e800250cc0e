import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function ResetPasswordRoute() {
  return <UpcomingScreen screen="resetPassword" backTo={paths.auth} />;
}
