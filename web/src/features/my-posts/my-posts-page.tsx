import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useOwnClassifieds } from '@/lib/classifieds/own-classifieds';
import { useOwnSales } from './api/own-sales';
import { OwnClassifiedsTab } from './components/own-classifieds-tab';
import { OwnSalesTab } from './components/own-sales-tab';
import { postsPath, postsTabOf, type PostsTab } from '@/lib/posts-tab';

/** /posts: the signed-in user's yard sales and classified items (SPEC section 2). */
export function MyPostsPage() {
  const { t } = useTranslation('posts');
  const { data: user, isPending } = useCurrentUser();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.home} />
      <PageContainer>{isPending ? <PageSpinner /> : user ? <PostsTabs /> : <SignedOut />}</PageContainer>
    </>
  );
}

function SignedOut() {
  const { t } = useTranslation('posts');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <Typography>{t('loginRequired')}</Typography>
      <Button component={Link} to={paths.auth} variant="contained">
        {t('logIn')}
      </Button>
    </Stack>
  );
}

/** The tab in the address (posts-tab.ts); a change replaces the entry, so Back still leaves My Posts. */
function usePostsTab(): [PostsTab, (tab: PostsTab) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return [postsTabOf(params), (next) => void navigate(postsPath(next), { replace: true })];
}

function PostsTabs() {
  const { t } = useTranslation('posts');
  const [tab, setTab] = usePostsTab();
  const sales = useOwnSales(true);
  const classifieds = useOwnClassifieds(true);
  // A count is shown once the list is in: not a '0' while it loads, or while offline.
  const label = (name: PostsTab, list: UseQueryResult<unknown[]>) => (list.data ? t(`tabs.${name}`, { count: list.data.length }) : t(`tabs.${name}Name`));
  return (
    <>
      <Tabs value={tab} onChange={(_event, value: PostsTab) => setTab(value)} variant="fullWidth" aria-label={t('tabs.label')} sx={{ mb: 2 }}>
        <Tab value="sales" id="posts-tab-sales" aria-controls="posts-panel-sales" label={label('sales', sales)} />
        <Tab value="classifieds" id="posts-tab-classifieds" aria-controls="posts-panel-classifieds" label={label('classifieds', classifieds)} />
      </Tabs>
      <PostsPanel name="sales" shown={tab === 'sales'} list={sales}>
        {(own) => <OwnSalesTab sales={own} checkedAt={sales.dataUpdatedAt} />}
      </PostsPanel>
      <PostsPanel name="classifieds" shown={tab === 'classifieds'} list={classifieds}>
        {(own) => <OwnClassifiedsTab classifieds={own} checkedAt={classifieds.dataUpdatedAt} />}
      </PostsPanel>
    </>
  );
}

interface PostsPanelProps<T> {
  name: PostsTab;
  shown: boolean;
  list: UseQueryResult<T[]>;
  children: (own: T[]) => ReactNode;
}

/**
 * A tab's list, its spinner, or the load error. Offline, a list never loaded waits for the
 * connection (the spec's retries): the error says so instead of a spinner all that time.
 */
function PostsPanel<T>({ name, shown, list, children }: PostsPanelProps<T>) {
  let content: ReactNode;
  if (list.data) content = children(list.data);
  else if (list.isError || list.isPaused) content = <LoadError onRetry={() => void list.refetch()} />;
  else content = <PageSpinner />;
  return (
    <Box role="tabpanel" id={`posts-panel-${name}`} aria-labelledby={`posts-tab-${name}`} hidden={!shown}>
      {content}
    </Box>
  );
}
