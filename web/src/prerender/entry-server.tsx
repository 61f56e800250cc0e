// Built for Node by scripts/lib/prerender.mjs and run once per page at build time (no server rendering
// at request time): the same providers and routes as app/start.tsx, rendered to HTML with MUI's styles.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { ALL_NAMESPACES, loadNamespaces } from '@/lib/i18n';

export { firstLoadModules, PRERENDERED_PAGES } from './pages';
export { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@yardsale/core/constants';
export { FIRST_LOAD_LIST_ID, PAGE_LOADER_SCRIPT, WAITS_FOR_VISITOR_ATTRIBUTE } from '@yardsale/core/page-loader-script';
export { PREFETCHED_CHUNKS, PREFETCH_LIST_ID } from '@/lib/prefetched-chunks';

const handler = createStaticHandler(routes);

/** The markup of the page at `path` and the <style> tags it needs, for the root element and <head>. */
export async function render(path: string): Promise<{ html: string; styles: string }> {
  await loadNamespaces(ALL_NAMESPACES);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The key is emotion's default, so the browser's cache adopts these styles instead of adding them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  // Every class the render registered, not only those in the markup: a composed MUI component
  // (AppBar over Paper, Tab over ButtonBase) registers a class of its own styles beside the merged
  // one its element wears, and the browser would serialize and insert each such class again while
  // hydrating (stylis, 67 ms of /auth's hydration at 4x) had the page not brought it.
  const registered = Object.keys(cache.registered).join(' ');
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(`${html} ${registered}`)) };
}
