import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a message waiting for the signal is tried again: a weak signal may never say 'offline'. */
export const WAITING_RETRY_MS = 20_000;

/** No answer at all: the network failed or stalled (not a refusal, nor a server error, which would only repeat). */
export const isNoSignal = (error: unknown): boolean => error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/**
 * Sends with `sendOnce`, which answers the words left waiting for the signal (null once sent or
 * refused). Those wait in their field and go by themselves once the browser is back online, or at
 * the next try every WAITING_RETRY_MS, for as long as the field holds the same words (`content`; the
 * writer changing them takes the message back). `quietly` is true for those tries. Sent again with
 * the same Idempotency-Key, a message is made once even if the lost try had reached the server
 * (decision 0084).
 */
export function useSendWhenBack(content: string, sendOnce: (quietly: boolean) => Promise<string | null>) {
  const [waiting, setWaiting] = useState<string | null>(null);
  const isWaiting = waiting !== null && waiting === content;
  const latestSend = useRef(sendOnce);
  useEffect(() => {
    latestSend.current = sendOnce;
  });
  const send = useCallback(async (quietly = false) => setWaiting(await latestSend.current(quietly)), []);
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
