// The code fetched after load: the page's listed files linked one per task, without running them,
// and the strings it needs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { nextTask } from './next-task';
import { prefetchCode, withNamespaces } from './prefetch-code';
import { PREFETCH_LIST_ID } from './prefetched-chunks';

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((link) => link.getAttribute('href'));

function pageListing(lists: Record<string, string[]>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PREFETCH_LIST_ID;
  script.textContent = JSON.stringify(lists);
  document.body.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('prefetchCode', () => {
  it("links each listed file the page does not link yet, one per task, and runs none of the code", async () => {
    pageListing({ 'listing-sheet': ['/assets/sheet.js', '/assets/modal.js', '/assets/sheet.css'], 'classified-sheet': ['/assets/modal.js', '/assets/chip.js'] });
    const linked = document.createElement('link');
    linked.rel = 'modulepreload';
    linked.href = '/assets/modal.js';
    document.head.append(linked);
    const load = vi.fn(async () => undefined);

    const done = prefetchCode({ chunks: ['listing-sheet', 'classified-sheet'], load });
    expect(preloads()).toEqual(['/assets/modal.js', '/assets/sheet.js']);
    await nextTask();
    expect(preloads()).toEqual(['/assets/modal.js', '/assets/sheet.js', '/assets/sheet.css']);
    await done;

    expect(preloads()).toEqual(['/assets/modal.js', '/assets/sheet.js', '/assets/sheet.css', '/assets/chip.js']);
    const style = document.head.querySelector('link[href="/assets/sheet.css"]') as HTMLLinkElement;
    expect([style.rel, style.as]).toEqual(['preload', 'style']);
    const script = document.head.querySelector('link[href="/assets/chip.js"]') as HTMLLinkElement;
    expect([script.rel, script.crossOrigin]).toEqual(['modulepreload', '']);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the code where the page lists no files (the dev server)', async () => {
    const load = vi.fn(async () => undefined);
    await prefetchCode({ chunks: ['appeal-dialog'], load });
    expect(load).toHaveBeenCalledOnce();
    expect(preloads()).toEqual([]);
  });

  it("loads the strings the code needs beyond its screen's, with the page's lists or without", async () => {
    const load = vi.fn(async () => undefined);
    expect(i18n.hasLoaded(['reports'])).toBe(false);
    await prefetchCode({ chunks: ['appeal-dialog'], namespaces: ['reports'], load });
    expect(i18n.hasLoaded(['reports'])).toBe(true);

    pageListing({ 'classified-sheet': ['/assets/sheet.js'] });
    expect(i18n.hasLoaded(['messages'])).toBe(false);
    await prefetchCode({ chunks: ['classified-sheet'], namespaces: ['messages'], load });
    expect(i18n.hasLoaded(['messages'])).toBe(true);
    expect(i18n.getFixedT('messages')('messageSeller')).toBe('Message Seller');
  });

  it('does not fail the code when its strings fail to arrive: the component asks for them again', async () => {
    vi.spyOn(i18n, 'loadNamespaces').mockRejectedValue(new Error('offline'));
    const sheet = { ClassifiedSheet: 'the sheet' };
    await expect(withNamespaces(Promise.resolve(sheet), ['admin'])).resolves.toBe(sheet);
    pageListing({ 'classified-sheet': ['/assets/sheet.js'] });
    await expect(prefetchCode({ chunks: ['classified-sheet'], namespaces: ['admin'], load: vi.fn(async () => undefined) })).resolves.toBeUndefined();
    expect(preloads()).toEqual(['/assets/sheet.js']);
  });
});
