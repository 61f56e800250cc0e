import { lazy } from 'react';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';

/** The sale sheets, loaded on the first tap (or after load, by usePrefetchAfterLoad). */
export const loadListingSheet = () => import('./listing-sheet');
export const listingSheetCode: PrefetchedCode = { chunks: ['listing-sheet'], load: loadListingSheet };
export const ListingSheet = lazy(() => loadListingSheet().then((module) => ({ default: module.ListingSheet })));
export const ListingSheetById = lazy(() => loadListingSheet().then((module) => ({ default: module.ListingSheetById })));
