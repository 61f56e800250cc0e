import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function ClassifiedsRoute() {
  return <UpcomingScreen screen="classifieds" backTo={paths.home} />;
}
