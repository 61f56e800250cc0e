import { AdminPage } from '@/features/admin/admin-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';

export default function AdminRoute() {
  return <AdminPage notFound={<NotFoundPage />} />;
}
