import { describe, expect, it } from 'vitest';
import { accountSchemasCode } from '@/features/auth/lazy-schemas';
import { authDialogsCode } from '@/features/auth/components/lazy-dialogs';
import { classifiedSheetCode } from '@/features/classifieds/components/lazy-classified-sheet';
import { listingSheetCode } from '@/features/sales/components/lazy-listing-sheet';
import type { PrefetchedCode } from '@/lib/prefetched-chunks';
import { PRERENDERED_PAGES } from './pages';

// What each waiting page's worker fetches ahead is what its screen prefetches once its app runs
// (usePrefetchAfterLoad in AuthPage, SalesMap, FindPage and ClassifiedResults): the build cannot
// import those components, so the page list repeats their chunks and strings.
const PREFETCHED_BY_SCREEN: Record<string, PrefetchedCode[]> = {
  auth: [accountSchemasCode, authDialogsCode],
  home: [listingSheetCode],
  find: [listingSheetCode],
  classifieds: [classifiedSheetCode],
};

describe('code fetched ahead by a waiting page', () => {
  it.each(Object.entries(PREFETCHED_BY_SCREEN))('%s fetches ahead what its screen prefetches', (screen, codes) => {
    const page = PRERENDERED_PAGES.find((candidate) => candidate.screen === screen)!;
    expect(page.waitsForVisitor).toBe(true);
    expect(page.fetchesAhead?.chunks).toEqual(codes.flatMap((code) => code.chunks));
    expect(page.fetchesAhead?.namespaces ?? []).toEqual(codes.flatMap((code) => code.namespaces ?? []));
  });

  it('no other page fetches anything ahead', () => {
    expect(PRERENDERED_PAGES.filter((page) => page.fetchesAhead).map((page) => page.screen).sort()).toEqual(Object.keys(PREFETCHED_BY_SCREEN).sort());
  });
});
