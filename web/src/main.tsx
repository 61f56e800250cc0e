/**
 * The app's code is evaluated in steps, each in a task of its own: React, emotion, MUI's theming,
 * the router with the query cache, the first requests (the session, the settings and the opening
 * screen's: app/warm-up.ts), the translations, the app's theme (put together from parts created at
 * build time: decision 0029), the toasts' MUI components, then the app itself, which starts.
 * Evaluated at once it was one task of 250-500 ms on a 4x slower CPU, during which a tap on the
 * prerendered page could not even be noticed (decisions 0020, 0025). The files of all the steps are
 * requested together (by the prerendered page's loader, or by the shell's modulepreload links), so
 * the steps cost no extra round trip.
 */
import { nextTask } from './lib/next-task';

// Each step names one export it loads: a whole namespace imported would keep every export of the
// package in the build, used or not.
async function boot(): Promise<void> {
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await nextTask();
  await import('@emotion/react').then(({ CacheProvider }) => CacheProvider);
  await nextTask();
  await import('@mui/material/styles').then(({ ThemeProvider }) => ThemeProvider);
  await nextTask();
  await import('react-router').then(({ BrowserRouter }) => BrowserRouter);
  await nextTask();
  await import('./app/warm-up').then(({ warmUpAtBoot }) => warmUpAtBoot(window.location.pathname));
  await nextTask();
  await import('./lib/i18n').then(({ i18n }) => i18n);
  await nextTask();
  await import('./lib/theme/app-theme').then(({ appTheme }) => appTheme);
  await nextTask();
  await import('./components/ui/toast-provider').then(({ ToastProvider }) => ToastProvider);
  await nextTask();
  const { start } = await import('./app/start');
  await start(document.getElementById('root')!);
}

void boot();
