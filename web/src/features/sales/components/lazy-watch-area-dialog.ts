import { lazy } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/** Loaded, with its strings, when a watch button is first pressed (the map's, Find's empty state): nothing of it on a first load. */
export const WatchAreaDialog = lazy(() =>
  Promise.all([import('./watch-area-dialog'), loadNamespaces(['alerts'])]).then(([module]) => ({ default: module.WatchAreaDialog })),
);
