import { loadNamespaces } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

/** 'Choose a Place', loaded with its strings when first opened (/classifieds' place button, the map's location dialog). */
const importDialog = retriedImport(() => import('./browse-place-dialog'));
export const BrowsePlaceDialog = lazyOverlay(() => Promise.all([importDialog(), loadNamespaces(['place'])]).then(([module]) => module.BrowsePlaceDialog));
