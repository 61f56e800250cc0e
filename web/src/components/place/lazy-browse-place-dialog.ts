import { loadNamespaces } from '@/lib/i18n';
import { lazyOverlay } from '@/lib/lazy-overlay';

/** 'Choose a Place', loaded with its strings when first opened (/classifieds' place button, the map's location dialog). */
export const BrowsePlaceDialog = lazyOverlay(() =>
  Promise.all([import('./browse-place-dialog'), loadNamespaces(['place'])]).then(([module]) => module.BrowsePlaceDialog),
);
