import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function HomeRoute() {
  return <UpcomingScreen screen="home" backTo={paths.landing} />;
}
