import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { HomeScreen } from '@/features/sales/map/home-screen';

export default function HomeRoute() {
  return <HomeScreen banner={<VerifyEmailBanner />} />;
}
