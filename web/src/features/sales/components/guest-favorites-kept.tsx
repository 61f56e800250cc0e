import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
import { favoritesKey } from '@/lib/query-keys';
import { removeFavorite } from '../api/favorites';

/**
 * Says, once, that the sales hearted on this phone before signing in are now the account's favorites
 * (useKeepGuestFavorites), with Undo: on a phone passed around, they may be someone else's picks.
 */
export default function GuestFavoritesKept({ ids, onTold }: { ids: readonly string[]; onTold: () => void }) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const queryClient = useQueryClient();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    const takeBack = async () => {
      const removed = await Promise.allSettled(ids.map((id) => removeFavorite(id)));
      await queryClient.invalidateQueries({ queryKey: favoritesKey });
      if (removed.some(({ status }) => status === 'rejected')) toast({ title: t('favorites.error.title'), description: t('favorites.error.text'), variant: 'error' });
    };
    toast({
      title: t('favorites.kept.title'),
      description: t('favorites.kept.text', { count: ids.length }),
      variant: 'success',
      durationMs: 10_000,
      action: { label: t('favorites.kept.undo'), onClick: () => void takeBack() },
    });
    onTold();
  }, [ids, t, toast, queryClient, onTold]);
  return null;
}
