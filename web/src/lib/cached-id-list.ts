import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Shows an id added to (first) or taken from a cached list of ids at once, before the server
 * answers (favorites, saved classifieds); answers the list as it was, to put back on failure.
 */
export async function toggleCachedId(queryClient: QueryClient, key: QueryKey, id: string, add: boolean): Promise<{ previous: string[] | undefined }> {
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<string[]>(key);
  const others = (previous ?? []).filter((each) => each !== id);
  queryClient.setQueryData<string[]>(key, add ? [id, ...others] : others);
  return { previous };
}
