import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function PostsRoute() {
  return <UpcomingScreen screen="posts" backTo={paths.home} />;
}
