import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useOwnSales } from './api/own-sales';
import { EmptyPosts } from './components/empty-posts';
import { OwnSalesTab } from './components/own-sales-tab';

type PostsTab = 'sales' | 'classifieds';

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

function PostsTabs() {
  const { t } = useTranslation('posts');
  const [tab, setTab] = useState<PostsTab>('sales');
  const sales = useOwnSales(true);
  // Classified items arrive with the classifieds API; until then the tab shows its empty state.
  const classifiedCount = 0;
  return (
    <>
      <Tabs value={tab} onChange={(_event, value: PostsTab) => setTab(value)} variant="fullWidth" aria-label={t('tabs.label')} sx={{ mb: 2 }}>
        <Tab value="sales" id="posts-tab-sales" aria-controls="posts-panel-sales" label={t('tabs.sales', { count: sales.data?.length ?? 0 })} />
        <Tab value="classifieds" id="posts-tab-classifieds" aria-controls="posts-panel-classifieds" label={t('tabs.classifieds', { count: classifiedCount })} />
      </Tabs>
      <Box role="tabpanel" id="posts-panel-sales" aria-labelledby="posts-tab-sales" hidden={tab !== 'sales'}>
        {sales.isPending ? <PageSpinner /> : sales.isError ? <LoadError onRetry={() => void sales.refetch()} /> : <OwnSalesTab sales={sales.data} checkedAt={sales.dataUpdatedAt} />}
      </Box>
      <Box role="tabpanel" id="posts-panel-classifieds" aria-labelledby="posts-tab-classifieds" hidden={tab !== 'classifieds'}>
        <EmptyPosts text={t('empty.classifieds')} action={t('empty.createClassified')} to={paths.addListing} />
      </Box>
    </>
  );
}
