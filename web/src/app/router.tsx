import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import { ProtectedRoute } from './protected-route';
import { SCREEN_NAMESPACES, type ScreenName } from './screen-namespaces';
import { AppShell } from './app-shell';
import type { ScreenHandle, SetUpStep } from './hydrate-routes';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { warmUpScreen } from './warm-up';

interface ScreenOptions {
  /** Packages of the screen's code set up first when a prerendered page is taken over (hydrate-routes.ts). */
  steps?: SetUpStep[];
}

// Each screen is its own chunk: a phone on a weak network downloads only the screen it opens. Its
// strings are fetched at the same moment, not after its code has run (screen-namespaces.ts), and so
// is whatever the screen will ask for first (warm-up.ts).
const screen = (path: string, name: ScreenName, fetchCode: () => Promise<{ default: React.ComponentType }>, { steps }: ScreenOptions = {}): RouteObject => {
  const { Screen, load } = lazyScreen(async () => {
    warmUpScreen(path);
    const [module] = await Promise.all([fetchCode(), loadNamespaces(SCREEN_NAMESPACES[name])]);
    return module;
  });
  return { path, element: <Screen />, handle: { load, setUpSteps: steps } satisfies ScreenHandle };
};

// /auth's code was one 152-282 ms task at 4x: 31-54 ms of it Formik's, 18-74 ms building the
// account schemas with Yup, which now load after the page (decision 0057). (A step names one export:
// a whole namespace imported would keep every export of the package.)
const accountFormsFirst: SetUpStep[] = [() => import('formik').then(({ useFormik }) => useFormik)];

const publicRoutes: RouteObject[] = [
  screen(paths.landing, 'landing', () => import('./routes/landing')),
  screen(paths.auth, 'auth', () => import('./routes/auth'), { steps: accountFormsFirst }),
  screen(paths.forgotPassword, 'forgot-password', () => import('./routes/forgot-password')),
  screen(paths.resetPassword, 'reset-password', () => import('./routes/reset-password')),
  screen(paths.verifyEmail, 'verify-email', () => import('./routes/verify-email')),
  screen(paths.terms, 'terms', () => import('./routes/terms')),
  screen(paths.privacy, 'privacy', () => import('./routes/privacy')),
  screen(paths.dataDeletion, 'data-deletion', () => import('./routes/data-deletion')),
  screen(paths.installPwa, 'install-pwa', () => import('./routes/install-pwa')),
  screen(paths.faq, 'faq', () => import('./routes/faq')),
  // Visitors browse the map, Find and classifieds without an account (SPEC sections 1 and 6; decision 0006).
  screen(paths.home, 'home', () => import('./routes/home')),
  screen(paths.find, 'find', () => import('./routes/find')),
  screen(paths.classifieds, 'classifieds', () => import('./routes/classifieds')),
  // A guest's favorites are in the browser, so a guest plans a route too.
  screen(paths.route, 'route', () => import('./routes/route')),
];

const protectedRoutes: RouteObject[] = [
  screen(paths.post, 'post', () => import('./routes/post')),
  screen(paths.posts, 'posts', () => import('./routes/posts')),
  screen(paths.addListing, 'add-listing', () => import('./routes/add-listing')),
  screen(paths.settings, 'settings', () => import('./routes/settings')),
  screen(paths.messages, 'messages', () => import('./routes/messages')),
];

// The recovery screen is in the main bundle (imported, not lazy): it must show when chunks cannot load.
export const routes: RouteObject[] = [
  {
    element: (
      <ScreenErrorBoundary>
        <AppShell />
      </ScreenErrorBoundary>
    ),
    children: [
      {
        // A failing screen is replaced inside the shell, which keeps the update prompt and overlays.
        element: (
          <ScreenErrorBoundary>
            <Outlet />
          </ScreenErrorBoundary>
        ),
        children: [
          ...publicRoutes,
          { element: <ProtectedRoute />, children: protectedRoutes },
          // Signed in too, but not behind ProtectedRoute: a guest sent to /auth would learn the desk
          // exists, so the screen itself shows the 404 screen to anyone who is not an administrator.
          screen(paths.admin, 'admin', () => import('./routes/admin')),
          screen('*', 'not-found', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];

/**
 * The app's screens, matched by react-router's declarative routes: the data router's loaders and
 * actions go unused here, and leaving it out spares every page 13 KB of script (decision 0050).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
