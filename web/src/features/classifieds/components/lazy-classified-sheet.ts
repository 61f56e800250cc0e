import { lazy } from 'react';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';

/** The classified sheet, loaded on the first tap (or once there are cards, by usePrefetchAfterLoad). */
export const loadClassifiedSheet = () => import('./classified-sheet');
export const classifiedSheetCode: PrefetchedCode = { chunks: ['classified-sheet'], load: loadClassifiedSheet };
export const ClassifiedSheet = lazy(() => loadClassifiedSheet().then((module) => ({ default: module.ClassifiedSheet })));
export const ClassifiedSheetById = lazy(() => loadClassifiedSheet().then((module) => ({ default: module.ClassifiedSheetById })));
