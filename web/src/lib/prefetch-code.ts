import { loadNamespaces } from './i18n';
import { nextTask } from './next-task';
import { PREFETCH_LIST_ID, type PrefetchedCode, type PrefetchedChunk } from './prefetched-chunks';

type FileLists = Partial<Record<PrefetchedChunk, string[]>>;

function listsInPage(): FileLists | null {
  const text = document.getElementById(PREFETCH_LIST_ID)?.textContent;
  return text ? (JSON.parse(text) as FileLists) : null;
}

/**
 * Fetches the code without running it: a `modulepreload` link for each file the page does not link
 * yet, one per task. Vite's loader adds all of a chunk's files in one task, which was 100-112 ms at 4x
 * on /auth and /classifieds; and the code ran at once, although only a tap needs it. When the tap
 * comes, `import()` finds the files fetched and compiled, and Vite's loader skips the files already
 * linked. Where the page lists no files, the code is loaded as it will be on the tap. The strings it
 * needs beyond its screen's are loaded meanwhile.
 */
export async function prefetchCode({ chunks, namespaces = [], load }: PrefetchedCode): Promise<void> {
  // A failed fetch of strings is asked again by the component that needs them (useTranslation).
  const strings = loadNamespaces(namespaces).catch(() => undefined);
  const lists = listsInPage();
  if (!lists) {
    await Promise.all([load(), strings]);
    return;
  }
  const linked = new Set([...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  for (const file of new Set(chunks.flatMap((chunk) => lists[chunk] ?? []))) {
    if (linked.has(file)) continue;
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
    await nextTask();
  }
  await strings;
}

/**
 * Loads code and the string namespaces it needs beyond its screen's, together: what a tap waits for.
 * Strings that fail to arrive do not fail the code: its useTranslation asks for them again.
 */
export const withNamespaces = <T>(code: Promise<T>, namespaces: readonly string[]): Promise<T> =>
  Promise.all([code, loadNamespaces(namespaces).catch(() => undefined)]).then(([module]) => module);
