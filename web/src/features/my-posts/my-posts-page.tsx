import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
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
  const classifieds = useOwnClassifieds(true);
  return (
    <>
      <Tabs value={tab} onChange={(_event, value: PostsTab) => setTab(value)} variant="fullWidth" aria-label={t('tabs.label')} sx={{ mb: 2 }}>
        <Tab value="sales" id="posts-tab-sales" aria-controls="posts-panel-sales" label={t('tabs.sales', { count: sales.data?.length ?? 0 })} />
        <Tab value="classifieds" id="posts-tab-classifieds" aria-controls="posts-panel-classifieds" label={t('tabs.classifieds', { count: classifieds.data?.length ?? 0 })} />
      </Tabs>
      <Box role="tabpanel" id="posts-panel-sales" aria-labelledby="posts-tab-sales" hidden={tab !== 'sales'}>
        {sales.isPending ? <PageSpinner /> : sales.isError ? <LoadError onRetry={() => void sales.refetch()} /> : <OwnSalesTab sales={sales.data} checkedAt={sales.dataUpdatedAt} />}
      </Box>
      <Box role="tabpanel" id="posts-panel-classifieds" aria-labelledby="posts-tab-classifieds" hidden={tab !== 'classifieds'}>
        {classifieds.isPending ? (
          <PageSpinner />
        ) : classifieds.isError ? (
          <LoadError onRetry={() => void classifieds.refetch()} />
        ) : (
          <OwnClassifiedsTab classifieds={classifieds.data} checkedAt={classifieds.dataUpdatedAt} />
        )}
      </Box>
    </>
  );
}
