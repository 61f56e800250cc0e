import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over prerendered HTML (and on the server), true from the next render on.
 * A part that cannot be prerendered, such as the map, renders its placeholder until then, so the
 * markup React adopts is exactly the markup that was sent.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
