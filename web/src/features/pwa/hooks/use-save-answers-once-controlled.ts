import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * On the app's first visit the service worker takes the page only once it is installed (its
 * clientsClaim), after the session, the favorites and the screen's lists were asked for without
 * it. They are asked for again through it then, once, so that it keeps them for a sale day offline
 * (decision 0041): a route planned on a new phone the night before opens without a connection.
 */
export function useSaveAnswersOnceControlled(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!workers || workers.controller) return;
    const taken = () => void queryClient.refetchQueries({ type: 'active' });
    workers.addEventListener('controllerchange', taken, { once: true });
    return () => workers.removeEventListener('controllerchange', taken);
  }, [queryClient]);
}
