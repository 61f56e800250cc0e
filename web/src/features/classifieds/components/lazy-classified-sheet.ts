import { withNamespaces } from '@/lib/prefetch-code';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

/** Message Seller's words: not among the first strings of /classifieds. */
const namespaces = ['messages'];

/** The classified sheet, loaded on the first tap (or once there are cards, by usePrefetchAfterLoad). */
const importSheet = retriedImport(() => import('./classified-sheet'));
export const loadClassifiedSheet = () => withNamespaces(importSheet(), namespaces);
export const classifiedSheetCode: PrefetchedCode = { chunks: ['classified-sheet'], namespaces, load: loadClassifiedSheet };
export const ClassifiedSheet = lazyOverlay(() => loadClassifiedSheet().then((module) => module.ClassifiedSheet));
export const ClassifiedSheetById = lazyOverlay(() => loadClassifiedSheet().then((module) => module.ClassifiedSheetById));
