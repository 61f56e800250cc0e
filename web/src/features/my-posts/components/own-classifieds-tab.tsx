import { Box } from '@mui/material';
import type { Classified } from '@yardsale/core/api-types';
import { editRouteFor } from '@yardsale/core/edit-route';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';
import { useDeleteClassified } from '@/lib/classifieds/own-classifieds';
import { useShowApiError } from '@/lib/use-show-api-error';
import { EmptyPosts } from './empty-posts';
import { OwnClassifiedCard } from './own-classified-card';
import { DeletePostDialog, EditPostDialog } from './post-dialogs';

const GRID = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

/** The seller's classifieds as cards, each editable and deletable; `checkedAt` is when they were fetched. */
export function OwnClassifiedsTab({ classifieds, checkedAt }: { classifieds: Classified[]; checkedAt: number }) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const navigate = useNavigate();
  const deleteClassified = useDeleteClassified();
  const [editing, setEditing] = useState<Classified | null>(null);
  const [deleting, setDeleting] = useState<Classified | null>(null);

  if (classifieds.length === 0) return <EmptyPosts text={t('empty.classifieds')} action={t('empty.createClassified')} to={paths.addListing} />;

  const confirmDelete = (classified: Classified) =>
    deleteClassified.mutate(classified.id, {
      onSuccess: () => toast({ title: t('deleted'), description: t('deletedText', { title: classified.title }), variant: 'success' }),
      onError: (error) => showApiError(error, { title: t('deleteFailed'), fallback: t('deleteFailedText') }),
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: GRID }}>
        {classifieds.map((classified) => (
          <li key={classified.id}>
            <OwnClassifiedCard classified={classified} now={checkedAt} onEdit={() => setEditing(classified)} onDelete={() => setDeleting(classified)} />
          </li>
        ))}
      </Box>
      <EditPostDialog open={editing !== null} onClose={() => setEditing(null)} onContinue={() => editing && void navigate(editRouteFor(editing))} />
      <DeletePostDialog
        title={deleting?.title ?? null}
        deleting={deleteClassified.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </>
  );
}
