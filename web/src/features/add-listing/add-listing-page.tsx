import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CLASSIFIED_MESSAGES } from '@yardsale/core/schemas/validation-messages';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { classifiedKeys } from '@/lib/query-keys';
import { useValidationMessage } from '@/lib/use-validation-message';
import { fetchClassified } from '@/lib/classifieds/fetch-classified';
import { ClassifiedForm } from './components/classified-form';
import { GuidelinesDialog } from './components/guidelines-dialog';
import { SignInRequired } from './components/sign-in-required';
import { useGuidelines } from './hooks/use-guidelines';
import { emptyClassifiedForm, formFromClassified } from './utils/classified-form-values';
import { postsPath } from '@/lib/posts-tab';

/** /add-listing: a new classified, or with ?edit={id} the seller's classified pre-filled (SPEC section 2). */
export function AddListingPage() {
  const { t } = useTranslation('addListing');
  const editId = useSearchParams()[0].get('edit');
  const { data: user, isPending } = useCurrentUser();
  return (
    <>
      <PageHeader title={editId ? t('editTitle') : t('title')} backTo={editId ? postsPath('classifieds') : paths.classifieds} />
      <PageContainer maxWidth="sm">{isPending ? <PageSpinner /> : !user ? <SignInRequired /> : editId ? <EditClassified id={editId} /> : <NewClassified userId={user.id} />}</PageContainer>
    </>
  );
}

function NewClassified({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const guidelines = useGuidelines(userId, true);
  return (
    <>
      <ClassifiedForm initialValues={emptyClassifiedForm} />
      <GuidelinesDialog open={guidelines.open} onAgree={guidelines.agree} onCancel={() => void navigate(paths.classifieds)} />
    </>
  );
}

function EditClassified({ id }: { id: string }) {
  const { t } = useTranslation('addListing');
  const translate = useValidationMessage();
  const { data: user } = useCurrentUser();
  const classified = useQuery({ queryKey: classifiedKeys.detail(id), queryFn: ({ signal }) => fetchClassified(id, signal), retry: 1, refetchInterval: false });
  if (classified.isPending) return <PageSpinner label={t('loading')} />;
  if (classified.isError && !(classified.error instanceof ApiError && classified.error.status === 404)) return <LoadError onRetry={() => void classified.refetch()} />;
  if (classified.isError || classified.data.userId !== user?.id) {
    return (
      <Box sx={{ py: 4 }}>
        <Alert severity="warning">{classified.isError ? translate(CLASSIFIED_MESSAGES.notFound) : t('notYours')}</Alert>
      </Box>
    );
  }
  // Keyed by the classified's version, so newer data starts the form afresh rather than mixing them.
  return <ClassifiedForm key={classified.data.renewedAt + classified.data.id} initialValues={formFromClassified(classified.data)} editing={classified.data} />;
}
