import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * React.lazy for a part the app can do without until the next start: if its code does not download
 * (signed in just as the signal dropped), it draws nothing rather than failing the whole app. The
 * browser keeps a failed module as failed, so it is not fetched again before a reload.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: Nothing })));
}
