// What the build and the browser share about the code fetched after load (prefetch-code.ts): no DOM
// here, as the build's steps read it too.

/**
 * The chunks that screens fetch once their page has loaded (usePrefetchAfterLoad), so that the first
 * tap on a card, a registration, or the check of a sign-in form does not wait for the network. Named
 * as the build names them, after the module each starts with: the build writes each one's files into every page
 * (scripts/lib/prerender.mjs, which fails on a name no chunk has).
 */
export const PREFETCHED_CHUNKS = ['listing-sheet', 'classified-sheet', 'verification-dialog', 'appeal-dialog', 'account-schemas'] as const;
export type PrefetchedChunk = (typeof PREFETCHED_CHUNKS)[number];

/** The id of a page's JSON map from each prefetched chunk to its files the page has not loaded already. */
export const PREFETCH_LIST_ID = 'prefetch-lists';

/** Code that a tap will need: its chunks, and how to load it where the page lists no files (the dev server). */
export interface PrefetchedCode {
  chunks: readonly PrefetchedChunk[];
  /** String namespaces the code uses that its screens do not load at first (prefetched with it). */
  namespaces?: readonly string[];
  load: () => Promise<unknown>;
}
