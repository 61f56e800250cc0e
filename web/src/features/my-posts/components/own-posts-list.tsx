import { Box } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { editRouteFor } from '@yardsale/core/edit-route';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast-provider';
import { REMOVABLE_ITEM_PROPS } from '@/lib/focus-after-removal';
import { doneIfFirstTryMade } from '@/lib/use-retry-action';
import { useShowApiError } from '@/lib/use-show-api-error';
import { DeletePostDialog, EditPostDialog } from './post-dialogs';

const GRID = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

type OwnPost = Parameters<typeof editRouteFor>[0] & { title: string };

interface OwnPostsListProps<T extends OwnPost> {
  posts: T[];
  /** Shown instead of the list when there is no post. */
  empty: ReactNode;
  /** DELETE of one post by id. */
  remove: UseMutationResult<unknown, Error, string>;
  renderCard: (post: T, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
}

/** A tab of My Posts: the seller's posts as cards, each editable (after the redirect notice) and deletable (after confirming). */
export function OwnPostsList<T extends OwnPost>({ posts, empty, remove, renderCard }: OwnPostsListProps<T>) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const showApiError = useShowApiError();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  // Awaited rather than given callbacks: a try again from the toast may come after this screen is gone.
  const confirmDelete = async (post: T, again = false): Promise<void> => {
    try {
      await doneIfFirstTryMade(remove.mutateAsync(post.id), again, 404);
      toast({ title: t('deleted'), description: t('deletedText', { title: post.title }), variant: 'success' });
    } catch (error) {
      showApiError(error, { title: t('deleteFailed'), fallback: t('deleteFailedText'), retry: () => void confirmDelete(post, true) });
    } finally {
      // A try again from the toast may end while another post's dialog is open: that one stays.
      setDeleting((current) => (current?.id === post.id ? null : current));
    }
  };

  // The dialogs stay when the last post goes, so the delete dialog can fade out and leave focus on the tab.
  return (
    <>
      {posts.length === 0 ? (
        empty
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: GRID }}>
          {posts.map((post) => (
            <li key={post.id} {...REMOVABLE_ITEM_PROPS}>
              {renderCard(post, { onEdit: () => setEditing(post), onDelete: () => setDeleting(post) })}
            </li>
          ))}
        </Box>
      )}
      <EditPostDialog open={editing !== null} onClose={() => setEditing(null)} onContinue={() => editing && void navigate(editRouteFor(editing))} />
      <DeletePostDialog title={deleting?.title ?? null} deleting={remove.isPending && remove.variables === deleting?.id} onClose={() => setDeleting(null)} onConfirm={() => deleting && void confirmDelete(deleting)} />
    </>
  );
}
