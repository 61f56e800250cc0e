import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a message waiting for the signal is tried again: a weak signal may never say 'offline'. */
export const WAITING_RETRY_MS = 20_000;

/**
 * Sends with `sendOnce`, which answers the words left waiting for the signal (null once sent or
 * refused). Those wait in their field and go by themselves once the browser is back online, or at
 * the next try every WAITING_RETRY_MS, while the field holds the same words (changing them stops the
 * automatic resend; a lost try may still have been delivered). `quietly` is true for those tries.
 * One try at a time: a tap or a tick while one is under way (a stall lasts up to 30 s) changes
 * nothing. Sent again with the same Idempotency-Key, a message is made once even if the lost try
 * had reached the server (decision 0084).
 */
export function useSendWhenBack(content: string, sendOnce: (quietly: boolean) => Promise<string | null>) {
  const [waiting, setWaiting] = useState<string | null>(null);
  const isWaiting = waiting !== null && waiting === content;
  const latestSend = useRef(sendOnce);
  const trying = useRef(false);
  useEffect(() => {
    latestSend.current = sendOnce;
  });
  const send = useCallback(async (quietly = false) => {
    if (trying.current) return;
    trying.current = true;
    try {
      setWaiting(await latestSend.current(quietly));
    } finally {
      trying.current = false;
    }
  }, []);
  useEffect(() => {
    if (!isWaiting) return;
    const again = () => void send(true);
    window.addEventListener('online', again);
    const timer = window.setInterval(again, WAITING_RETRY_MS);
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [isWaiting, send]);
  return { isWaiting, send };
}
