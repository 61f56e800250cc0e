// Built for Node by scripts/lib/prerender.mjs and run once per page at build time: the same
// providers and routes as app/start.tsx, rendered to HTML with MUI's styles.
import { StaticRouter } from 'react-router';
import { loadMatchedScreens } from '@/app/hydrate-routes';
import { AppRoutes, routes } from '@/app/router';
import { ALL_NAMESPACES, loadNamespaces } from '@/lib/i18n';
import { renderWithStyles } from './render-with-styles';

export { firstLoadModules, PRERENDERED_PAGES } from './pages';
export { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@yardsale/core/constants';
export { FIRST_SCREEN_ATTRIBUTE } from '@yardsale/core/first-screen';
export { FETCHED_AHEAD_LIST_ID, FIRST_LOAD_LIST_ID, PAGE_LOADER_SCRIPT, WAITS_FOR_VISITOR_ATTRIBUTE } from '@yardsale/core/page-loader-script';
export { PREFETCHED_CHUNKS, PREFETCH_LIST_ID } from '@/lib/prefetched-chunks';
export { screenTitle } from '@/lib/screen-title';

/** The markup of the page at `path` and the <style> tags it needs, for the root element and <head>. */
export async function render(path: string): Promise<{ html: string; styles: string }> {
  await loadNamespaces(ALL_NAMESPACES);
  await loadMatchedScreens(routes, path);
  return renderWithStyles(
    <StaticRouter location={path}>
      <AppRoutes />
    </StaticRouter>,
  );
}
