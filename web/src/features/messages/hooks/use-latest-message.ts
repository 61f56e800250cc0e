import { useQueryClient } from '@tanstack/react-query';
import { TIMINGS_MS } from '@yardsale/core/constants';
import { useEffect, useRef } from 'react';
import { messageKeys } from '@/lib/query-keys';

/**
 * When a newer message shows (on opening, after sending, or polled): scroll to it once the bubble is
 * laid out (SPEC section 9: after 100 ms), and refresh the inbox and the badge, since reading the
 * conversation marked the other's messages read. Returns the ref of the element at the end.
 */
export function useLatestMessage(latestId: string | undefined) {
  const queryClient = useQueryClient();
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!latestId) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    const timer = setTimeout(() => endRef.current?.scrollIntoView({ block: 'end' }), TIMINGS_MS.scrollToLatestMessage);
    return () => clearTimeout(timer);
  }, [latestId, queryClient]);
  return endRef;
}
