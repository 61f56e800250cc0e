import { loadNamespaces } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

/** Loaded, with its strings, when a watch button is first pressed (the map's, Find's empty state): nothing of it on a first load. */
const importDialog = retriedImport(() => import('./watch-area-dialog'));
export const WatchAreaDialog = lazyOverlay(() => Promise.all([importDialog(), loadNamespaces(['alerts'])]).then(([module]) => module.WatchAreaDialog));
