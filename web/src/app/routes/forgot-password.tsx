import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function ForgotPasswordRoute() {
  return <UpcomingScreen screen="forgotPassword" backTo={paths.auth} />;
}
