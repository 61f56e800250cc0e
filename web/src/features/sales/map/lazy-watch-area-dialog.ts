import { lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/** Loaded, with its strings, when the map's watch button is first pressed: nothing of it on /home's first load. */
export const WatchAreaDialog = lazy(() =>
  Promise.all([import('./watch-area-dialog'), loadNamespaces(['alerts'])]).then(([module]) => ({ default: module.WatchAreaDialog })),
);
