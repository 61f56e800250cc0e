import { InstallPwaPage } from '@/features/pwa/components/install-pwa-page';

export default function InstallPwaRoute() {
  return <InstallPwaPage />;
}
