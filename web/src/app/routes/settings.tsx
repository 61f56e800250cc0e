import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function SettingsRoute() {
  return <UpcomingScreen screen="settings" backTo={paths.landing} />;
}
