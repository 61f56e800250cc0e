import { lazy } from 'react';

/** The classified sheet, loaded on the first tap (or once there are cards, by usePrefetchAfterLoad). */
export const loadClassifiedSheet = () => import('./classified-sheet');
export const ClassifiedSheet = lazy(() => loadClassifiedSheet().then((module) => ({ default: module.ClassifiedSheet })));
