import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';
import type { LocationRequiredDialogProps } from './location-required-dialog';

/**
 * Loaded when the map first asks for a position (a first visit, a refusal): a returning visitor whose
 * location is allowed never shows it, and MUI's dialog is 7.6 KB of /home's first load.
 */
const importDialog = retriedImport(() => import('./location-required-dialog'));
export const LocationRequiredDialog = lazyOverlay<LocationRequiredDialogProps>(() => importDialog().then((module) => module.LocationRequiredDialog));
