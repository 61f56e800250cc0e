import { DataDeletionPage } from '@/features/data-deletion/components/data-deletion-page';

export default function DataDeletionRoute() {
  return <DataDeletionPage />;
}
