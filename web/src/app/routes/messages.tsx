import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function MessagesRoute() {
  return <UpcomingScreen screen="messages" backTo={paths.classifieds} />;
}
