import { RoutePage } from '@/features/sales/route/route-page';

export default function RouteRoute() {
  return <RoutePage />;
}
