import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { REQUEST_MESSAGES } from '@yardsale/core/schemas/request-messages';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useValidationMessage } from '@/lib/use-validation-message';
import { listingKeys } from '@/lib/query-keys';
import { fetchListing } from './api/sale-requests';
import { SaleForm } from './components/sale-form';
import { emptySaleForm, saleFormFromListing } from './utils/sale-form-values';

/** /post: a new yard sale, or with ?edit={id} the seller's sale pre-filled for changes. */
export function PostSalePage() {
  const { t } = useTranslation('post');
  const editId = useSearchParams()[0].get('edit');
  return (
    <>
      <PageHeader title={editId ? t('editTitle') : t('title')} backTo={editId ? paths.posts : paths.home} />
      <PageContainer maxWidth="sm">{editId ? <EditSale id={editId} /> : <SaleForm initialValues={emptySaleForm({ title: t('defaults.title'), description: t('defaults.description') })} />}</PageContainer>
    </>
  );
}

function EditSale({ id }: { id: string }) {
  const { t } = useTranslation('post');
  const translate = useValidationMessage();
  const { data: user } = useCurrentUser();
  const sale = useQuery({ queryKey: listingKeys.detail(id), queryFn: ({ signal }) => fetchListing(id, signal), retry: 1 });
  if (sale.isPending) return <PageSpinner label={t('loadingSale')} />;
  // A sale deleted since (an old link, a bookmark) is not a network failure that retrying would mend.
  if (sale.isError && !(sale.error instanceof ApiError && sale.error.status === 404)) return <LoadError onRetry={() => void sale.refetch()} />;
  if (sale.isError || sale.data.userId !== user?.id) {
    return (
      <Box sx={{ py: 4 }}>
        <Alert severity="warning">{sale.isError ? translate(REQUEST_MESSAGES.listingNotFound) : t('notYours')}</Alert>
      </Box>
    );
  }
  // Keyed by the sale, so a refetch with other data starts the form afresh rather than mixing them.
  return <SaleForm key={sale.data.updatedAt} initialValues={saleFormFromListing(sale.data)} editing={sale.data} />;
}
