import { PostSalePage } from '@/features/post-sale/post-sale-page';

export default function PostRoute() {
  return <PostSalePage />;
}
