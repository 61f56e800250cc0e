import { InstallAppCard } from '@/features/pwa/components/install-app-card';
import { SettingsPage } from '@/features/settings/components/settings-page';

export default function SettingsRoute() {
  return <SettingsPage installCard={<InstallAppCard />} />;
}
