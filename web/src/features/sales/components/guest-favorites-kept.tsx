import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';
import { favoritesKey } from '@/lib/query-keys';
import { removeFavorite } from '../api/favorites';

/**
 * Says, once, that the sales hearted on this phone before signing in are now the account's favorites
 * (useKeepGuestFavorites), with Undo: on a phone passed around, they may be someone else's picks.
 */
export default function GuestFavoritesKept({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(() => {
    const takeBack = async () => {
      await Promise.allSettled(ids.map((id) => removeFavorite(id)));
      await queryClient.invalidateQueries({ queryKey: favoritesKey });
    };
    toast({
      title: t('favorites.kept.title'),
      description: t('favorites.kept.text', { count: ids.length }),
      variant: 'success',
      durationMs: 10_000,
      action: { label: t('favorites.kept.undo'), onClick: () => void takeBack() },
    });
  }, [ids, t, toast, queryClient]);
  return null;
}
