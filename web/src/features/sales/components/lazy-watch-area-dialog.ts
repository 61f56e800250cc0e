import { loadNamespaces } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';

/** Loaded, with its strings, when a watch button is first pressed (the map's, Find's empty state): nothing of it on a first load. */
export const WatchAreaDialog = lazyOverlay(() =>
  Promise.all([import('./watch-area-dialog'), loadNamespaces(['alerts'])]).then(([module]) => module.WatchAreaDialog),
);
