import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function PostRoute() {
  return <UpcomingScreen screen="post" backTo={paths.home} />;
}
