import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMatchedRoutes } from './app/hydrate-routes';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import './lib/i18n';

function app() {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProvider>
    </StrictMode>
  );
}

/** Public screens arrive prerendered (scripts/lib/prerender.mjs): keep their markup and bring it to life. */
async function hydrate(container: HTMLElement): Promise<boolean> {
  try {
    await loadMatchedRoutes(routes, window.location.pathname);
  } catch {
    // The screen's code did not arrive (offline, or replaced by a deploy): render afresh, so the
    // router shows its recovery screen instead of a page that looks alive and is not.
    return false;
  }
  hydrateRoot(container, app(), { onRecoverableError: (error) => console.error('Hydration', error) });
  return true;
}

async function start(container: HTMLElement) {
  if (container.hasAttribute('data-prerendered') && (await hydrate(container))) return;
  createRoot(container).render(app());
}

void start(document.getElementById('root')!);
