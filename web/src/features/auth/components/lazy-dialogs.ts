import type { PrefetchedCode } from '@/lib/prefetched-chunks';
import { lazyOverlay } from '@/lib/lazy-overlay';
import { retriedImport } from '@/lib/retried-import';

// Dialogs that only a registration or a suspended sign-in opens: neither they nor MUI's dialog code
// are on /auth's first load (measured: 13 KB brotli and their module set-up at 4x), and both are
// fetched once the page has loaded (usePrefetchAfterLoad), so opening one does not wait.
export const loadVerificationDialog = retriedImport(() => import('./verification-dialog'));
export const loadAppealDialog = retriedImport(() => import('./appeal-dialog'));
export const authDialogsCode: PrefetchedCode = {
  chunks: ['verification-dialog', 'appeal-dialog'],
  load: () => Promise.all([loadVerificationDialog(), loadAppealDialog()]),
};
export const VerificationDialog = lazyOverlay(() => loadVerificationDialog().then((module) => module.VerificationDialog));
export const AppealDialog = lazyOverlay(() => loadAppealDialog().then((module) => module.AppealDialog));
