import { retriedImport } from '@/lib/retried-import';

// The strings of every language but English, by file: loaded only on a page that speaks one of them,
// so English pages do not carry a hundred loaders they never call (instance.ts).
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/en/*.json']);

// A language chosen offline (its strings are not precached) says it could not come; chosen again
// once back online, its files download again, also in a browser that keeps a failed download failed.
export const otherLanguageFiles: typeof files = Object.fromEntries(Object.entries(files).map(([file, load]) => [file, retriedImport(load)]));
