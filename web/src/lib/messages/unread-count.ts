import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@yardsale/core/api-types';
import { POLLING_MS } from '@yardsale/core/constants';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useIsLive } from '@/lib/messages/live-events';
import { messageKeys } from '@/lib/query-keys';

/** GET /api/messages/unread for the badge: signed-in users only, at the spec's default 30 s while live events are down. */
export function useUnreadCount(): number {
  const { data: user } = useCurrentUser();
  const live = useIsLive();
  const { data } = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api.get<UnreadCount>('/api/messages/unread', { signal }),
    enabled: Boolean(user),
    refetchInterval: live ? false : POLLING_MS.defaultRefetch,
  });
  return user ? (data?.unreadCount ?? 0) : 0;
}
