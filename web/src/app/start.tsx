import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@yardsale/core/constants';
import { changeLanguage, languageOfDevice } from '@/lib/i18n';
import { markPageTakenOver } from '@/lib/page-taken-over';
import { loadMatchedScreens } from './hydrate-routes';
import { AppProvider } from './provider';
import { AppRoutes, routes } from './router';
import { noteChoicesBeforeHydration } from './take-over-page';

function app() {
  return (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
}

/** Public screens arrive prerendered (scripts/lib/prerender.mjs): keep their markup and bring it to life. */
async function hydrate(container: HTMLElement): Promise<boolean> {
  try {
    await loadMatchedScreens(routes, window.location.pathname);
  } catch {
    // The screen's code did not arrive (offline, or replaced by a deploy): render afresh, so the
    // screen shows its recovery screen instead of a page that looks alive and is not.
    return false;
  }
  // As a transition, React hydrates in slices and yields between them: a phone's main thread is
  // not blocked for the whole page at once (measured: its longest task 300-390 ms -> 200-255 ms at 4x).
  noteChoicesBeforeHydration(container);
  startTransition(() => {
    hydrateRoot(container, app(), { onRecoverableError: (error) => console.error('Hydration', error) });
  });
  return true;
}

/** Brings the page to life: adopts prerendered markup, or draws the app afresh (the shell, every other address). */
export async function start(container: HTMLElement): Promise<void> {
  // Prerendered pages are English: a device that speaks another language draws its page afresh in it.
  const language = languageOfDevice();
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language);
  else if (container.hasAttribute('data-prerendered') && (await hydrate(container))) return;
  // Nothing prerendered is adopted: the page is usable as soon as React has drawn it afresh.
  container.removeAttribute('aria-disabled');
  markPageTakenOver();
  createRoot(container).render(app());
}
