import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { Classified } from '@yardsale/core/api-types';
import { TOAST_DURATIONS_MS } from '@yardsale/core/constants';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast-provider';
import { useCurrentUser } from '@/lib/auth';
import { classifiedKeys, savedClassifiedsKey } from '@/lib/query-keys';
import { fetchSavedClassifiedIds, saveClassified, unsaveClassified } from '../api/saved-classifieds';

const NONE: readonly string[] = [];

/** The lists of saved classifieds (?saved=true): what they hold changes with every save. */
const isSavedList = (query: Query) => {
  const [root, kind, params] = query.queryKey as [unknown, unknown, Record<string, string> | undefined];
  return root === classifiedKeys.all[0] && kind === 'search' && params?.saved === 'true';
};

/**
 * The signed-in user's saved classifieds (decision 0048): whether one is saved, and the bookmark's
 * toggle, optimistic and rolled back with a toast on failure. A guest has none.
 */
export function useSavedClassifieds() {
  const { t } = useTranslation('classifieds');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const query = useQuery({ queryKey: savedClassifiedsKey, queryFn: fetchSavedClassifiedIds, enabled: Boolean(user) });
  const ids = query.data ?? NONE;
  const mutation = useMutation({
    mutationFn: ({ classified, save }: { classified: Classified; save: boolean }) => (save ? saveClassified(classified.id) : unsaveClassified(classified.id)),
    onMutate: async ({ classified, save }) => {
      await queryClient.cancelQueries({ queryKey: savedClassifiedsKey });
      const previous = queryClient.getQueryData<string[]>(savedClassifiedsKey);
      const others = (previous ?? []).filter((id) => id !== classified.id);
      queryClient.setQueryData<string[]>(savedClassifiedsKey, save ? [classified.id, ...others] : others);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(savedClassifiedsKey, context?.previous);
      toast({ title: t('saved.error'), variant: 'error' });
    },
    onSuccess: (_answer, { classified, save }) => {
      const key = save ? 'saved.added' : 'saved.removed';
      toast({ title: t(`${key}.title`), description: t(`${key}.text`, { title: classified.title }), variant: 'success', durationMs: TOAST_DURATIONS_MS[0] });
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: savedClassifiedsKey }), queryClient.invalidateQueries({ predicate: isSavedList })]),
  });
  const { mutate } = mutation;
  const isSaved = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback((classified: Classified) => mutate({ classified, save: !ids.includes(classified.id) }), [ids, mutate]);
  return useMemo(() => ({ isSaved, toggle }), [isSaved, toggle]);
}
