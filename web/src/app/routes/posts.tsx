import { MyPostsPage } from '@/features/my-posts/my-posts-page';

export default function PostsRoute() {
  return <MyPostsPage />;
}
