// GET /api/events as an EventSource while someone is signed in: a new message or a changed unread
// count updates the badge, the inbox and the open conversation at once. While the stream is down the
// queries poll instead (useIsLive tells them), and EventSource keeps reconnecting by itself.
import { useQueryClient } from '@tanstack/react-query';
import type { Message, UnreadCount } from '@yardsale/core/api-types';
import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { messageKeys } from '@/lib/query-keys';

let live = false;
const watchers = new Set<() => void>();
function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  watchers.forEach((watcher) => watcher());
}

/** Whether live events are arriving now (polling can rest). */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => live,
    () => false,
  );
}

/** Keeps the user's event stream open for the whole app; mounted once, under the query client. */
export function useLiveEvents(): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const setUnread = (unreadCount: number) => queryClient.setQueryData<UnreadCount>(messageKeys.unread, { unreadCount });
    // Open again after a drop: what came meanwhile was not streamed, so the inbox and badge ask again.
    let opened = false;
    source.onopen = () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      opened = true;
      setLive(true);
    };
    source.onerror = () => setLive(false);
    source.addEventListener('unread', (event) => setUnread((JSON.parse(event.data) as UnreadCount).unreadCount));
    source.addEventListener('message', (event) => {
      const { message, unreadCount } = JSON.parse(event.data) as { message: Message; unreadCount: number };
      setUnread(unreadCount);
      const otherUserId = message.senderId === userId ? message.receiverId : message.senderId;
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(message.listingId, otherUserId) });
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [userId, queryClient]);
}
