import { createContext, createElement, lazy, useContext, useEffect, type ComponentType } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useTranslation } from '@/lib/i18n';

/** Told by an overlay whose code did not download: LoadOnFirstOpen leaves it out until it opens again. */
export const OverlayUnavailable = createContext<() => void>(() => undefined);

/**
 * React.lazy for an overlay opened by a tap (a dialog, a sheet). React.lazy keeps a failed download
 * failed and throws it to the screen's error boundary: offline before the service worker had saved
 * the file, a tap on Filter replaced Find's list with 'Something went wrong'. Here the overlay
 * closes instead, a toast says the server could not be reached, and the next opening downloads the
 * file again (`load` built on retriedImport, for browsers that keep a failed module failed). An
 * overlay without a close (the map's location dialog) is left out until it is asked for again.
 */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = () => lazy(async () => ({ default: await load().catch(() => Unavailable) }));
  let loaded = fresh();
  function Unavailable(props: P) {
    const onClose = 'onClose' in props && typeof props.onClose === 'function' ? (props.onClose as () => void) : undefined;
    const { t } = useTranslation();
    const toast = useToast();
    const leaveOut = useContext(OverlayUnavailable);
    useEffect(() => {
      loaded = fresh();
      toast({ title: t('loadError'), variant: 'error' });
      onClose?.();
      leaveOut();
    }, [t, toast, onClose, leaveOut]);
    return null;
  }
  return (props: P) => createElement(loaded, props);
}
