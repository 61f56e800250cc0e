import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function FindRoute() {
  return <UpcomingScreen screen="find" backTo={paths.home} />;
}
