import { AddListingPage } from '@/features/add-listing/add-listing-page';

export default function AddListingRoute() {
  return <AddListingPage />;
}
