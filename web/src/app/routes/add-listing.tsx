import { paths } from '@/config/paths';
import { UpcomingScreen } from '@/features/placeholder/upcoming-screen';

export default function AddListingRoute() {
  return <UpcomingScreen screen="addListing" backTo={paths.classifieds} />;
}
