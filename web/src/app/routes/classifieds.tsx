import { ClassifiedsPage } from '@/features/classifieds/classifieds-page';

export default function ClassifiedsRoute() {
  return <ClassifiedsPage />;
}
