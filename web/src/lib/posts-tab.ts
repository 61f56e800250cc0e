import { paths } from '@/config/paths';

export type PostsTab = 'sales' | 'classifieds';

/** My Posts' tab is kept in its address, so Back from a classified's screen opens that tab again. */
const POSTS_TAB_PARAM = 'tab';

export const postsTabOf = (params: URLSearchParams): PostsTab => (params.get(POSTS_TAB_PARAM) === 'classifieds' ? 'classifieds' : 'sales');

/** My Posts at a tab: '/posts' for the yard sales, '/posts?tab=classifieds'. */
export const postsPath = (tab: PostsTab): string => (tab === 'classifieds' ? `${paths.posts}?${POSTS_TAB_PARAM}=${tab}` : paths.posts);
