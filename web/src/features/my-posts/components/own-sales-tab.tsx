import { Box } from '@mui/material';
import type { Listing } from '@yardsale/core/api-types';
import { editRouteFor } from '@yardsale/core/edit-route';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useShowApiError } from '@/lib/use-show-api-error';
import { useDeleteSale } from '../api/own-sales';
import { EmptyPosts } from './empty-posts';
import { OwnSaleCard } from './own-sale-card';
import { DeletePostDialog, EditPostDialog } from './post-dialogs';

const GRID = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

/** The seller's yard sales as cards, each editable and deletable; `checkedAt` is when they were fetched. */
export function OwnSalesTab({ sales, checkedAt }: { sales: Listing[]; checkedAt: number }) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const navigate = useNavigate();
  const deleteSale = useDeleteSale();
  const [editing, setEditing] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);

  if (sales.length === 0) return <EmptyPosts text={t('empty.sales')} action={t('empty.createSale')} to={paths.post} />;

  const confirmDelete = (sale: Listing) =>
    deleteSale.mutate(sale.id, {
      onSuccess: () => toast({ title: t('deleted'), description: t('deletedText', { title: sale.title }), variant: 'success' }),
      onError: (error) => showApiError(error, { title: t('deleteFailed'), fallback: t('deleteFailedText') }),
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: GRID }}>
        {sales.map((sale) => (
          <li key={sale.id}>
            <OwnSaleCard sale={sale} ended={Date.parse(sale.visibleUntil) < checkedAt} onEdit={() => setEditing(sale)} onDelete={() => setDeleting(sale)} />
          </li>
        ))}
      </Box>
      <EditPostDialog open={editing !== null} onClose={() => setEditing(null)} onContinue={() => editing && void navigate(editRouteFor(editing))} />
      <DeletePostDialog
        title={deleting?.title ?? null}
        deleting={deleteSale.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
