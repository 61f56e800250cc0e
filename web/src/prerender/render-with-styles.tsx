import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppProvider } from '@/app/provider';

/**
 * `element` rendered to HTML inside the app's providers, and the <style> tags of MUI's styles it
 * needs; without the global ones (the baseline) for a part of a page that already has them.
 */
export function renderWithStyles(element: ReactNode, { globals = true } = {}): { html: string; styles: string } {
  // The key is emotion's default, so the browser's cache adopts these styles instead of adding them again.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>{element}</AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  // Every class the render registered, not only those in the markup: a composed MUI component
  // (AppBar over Paper, Tab over ButtonBase) registers a class of its own styles beside the merged
  // one its element wears, and the browser would serialize and insert each such class again while
  // hydrating (stylis, 67 ms of /auth's hydration at 4x) had the page not brought it.
  const registered = Object.keys(cache.registered).join(' ');
  const critical = extractCriticalToChunks(`${html} ${registered}`);
  const styles = globals ? critical.styles : critical.styles.filter((chunk) => chunk.key !== `${cache.key}-global`);
  return { html, styles: constructStyleTagsFromChunks({ ...critical, styles }) };
}
