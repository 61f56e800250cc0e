import { withNamespaces } from '@/lib/prefetch-code';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

/** Message Seller's words: not among the first strings of /home and Find. */
const namespaces = ['messages'];

/** The sale sheets, loaded on the first tap (or after load, by usePrefetchAfterLoad). */
const importSheet = retriedImport(() => import('./listing-sheet'));
export const loadListingSheet = () => withNamespaces(importSheet(), namespaces);
export const listingSheetCode: PrefetchedCode = { chunks: ['listing-sheet'], namespaces, load: loadListingSheet };
export const ListingSheet = lazyOverlay(() => loadListingSheet().then((module) => module.ListingSheet));
export const ListingSheetById = lazyOverlay(() => loadListingSheet().then((module) => module.ListingSheetById));
