import { lazy } from 'react';
import { withNamespaces } from '@/lib/prefetch-code';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';

/** Message Seller's words: not among the first strings of /home and Find. */
const namespaces = ['messages'];

/** The sale sheets, loaded on the first tap (or after load, by usePrefetchAfterLoad). */
export const loadListingSheet = () => withNamespaces(import('./listing-sheet'), namespaces);
export const listingSheetCode: PrefetchedCode = { chunks: ['listing-sheet'], namespaces, load: loadListingSheet };
export const ListingSheet = lazy(() => loadListingSheet().then((module) => ({ default: module.ListingSheet })));
export const ListingSheetById = lazy(() => loadListingSheet().then((module) => ({ default: module.ListingSheetById })));
