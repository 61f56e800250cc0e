import { FindPage } from '@/features/sales/find/find-page';

export default function FindRoute() {
  return <FindPage />;
}
