import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { warmUpClassifieds } from '@/features/classifieds/warm-up-classifieds';
import { RouteErrorPage } from '@/features/route-error/route-error-page';
import { warmUpFind } from '@/features/sales/find/warm-up-find';
import { loadNamespaces } from '@/lib/i18n';
import { warmUpLocation } from '@/lib/location/location-store';
import { ProtectedRoute } from './protected-route';
import { SCREEN_NAMESPACES, type ScreenName } from './screen-namespaces';
import { AppShell } from './app-shell';
import type { ScreenHandle, SetUpStep } from './hydrate-routes';

type RouteModule = { default: React.ComponentType };

interface ScreenOptions {
  /** What the screen will ask for first, started as its code is requested. */
  warmUp?: () => Promise<unknown>;
  /** Packages of the screen's code set up first when a prerendered page is taken over (hydrate-routes.ts). */
  steps?: SetUpStep[];
}

// Each screen is its own chunk: a phone on a weak network downloads only the screen it opens. Its
// strings are fetched at the same moment, not after its code has run (screen-namespaces.ts), and so
// is whatever the screen will ask for first (`warmUp`).
const screen = (name: ScreenName, load: () => Promise<RouteModule>, { warmUp, steps }: ScreenOptions = {}): Pick<RouteObject, 'lazy' | 'handle'> => ({
  lazy: async () => {
    void warmUp?.();
    const [module] = await Promise.all([load(), loadNamespaces(SCREEN_NAMESPACES[name])]);
    return { Component: module.default };
  },
  ...(steps && { handle: { setUpSteps: steps } satisfies ScreenHandle }),
});

// /auth's code was one 152-282 ms task at 4x: 31-54 ms of it Formik's, 18-74 ms building the
// account schemas with Yup. (Each step names one export: a whole namespace imported would keep every
// export of the package.)
const accountFormsFirst: SetUpStep[] = [
  () => import('formik').then(({ useFormik }) => useFormik),
  () => import('@yardsale/core/schemas/auth').then(({ loginSchema }) => loginSchema),
];

const publicRoutes: RouteObject[] = [
  { path: paths.landing, ...screen('landing', () => import('./routes/landing')) },
  { path: paths.auth, ...screen('auth', () => import('./routes/auth'), { steps: accountFormsFirst }) },
  { path: paths.forgotPassword, ...screen('forgot-password', () => import('./routes/forgot-password')) },
  { path: paths.resetPassword, ...screen('reset-password', () => import('./routes/reset-password')) },
  { path: paths.verifyEmail, ...screen('verify-email', () => import('./routes/verify-email')) },
  { path: paths.terms, ...screen('terms', () => import('./routes/terms')) },
  { path: paths.privacy, ...screen('privacy', () => import('./routes/privacy')) },
  { path: paths.dataDeletion, ...screen('data-deletion', () => import('./routes/data-deletion')) },
  { path: paths.installPwa, ...screen('install-pwa', () => import('./routes/install-pwa')) },
  { path: paths.faq, ...screen('faq', () => import('./routes/faq')) },
  // Visitors browse the map, Find and classifieds without an account (SPEC sections 1 and 6; decision 0006).
  // The map opens on the user when the fix is in before it (SalesMap).
  { path: paths.home, ...screen('home', () => import('./routes/home'), { warmUp: warmUpLocation }) },
  { path: paths.find, ...screen('find', () => import('./routes/find'), { warmUp: warmUpFind }) },
  { path: paths.classifieds, ...screen('classifieds', () => import('./routes/classifieds'), { warmUp: warmUpClassifieds }) },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.post, ...screen('post', () => import('./routes/post')) },
  { path: paths.posts, ...screen('posts', () => import('./routes/posts')) },
  { path: paths.addListing, ...screen('add-listing', () => import('./routes/add-listing')) },
  { path: paths.settings, ...screen('settings', () => import('./routes/settings')) },
  { path: paths.messages, ...screen('messages', () => import('./routes/messages')) },
];

// The recovery screen is in the main bundle (imported, not lazy): it must show when chunks cannot load.
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // A failing screen is replaced inside the shell, which keeps the update prompt and overlays.
        ErrorBoundary: RouteErrorPage,
        children: [
          ...publicRoutes,
          { Component: ProtectedRoute, children: protectedRoutes },
          // Signed in too, but not behind ProtectedRoute: a guest sent to /auth would learn the desk
          // exists, so the screen itself shows the 404 screen to anyone who is not an administrator.
          { path: paths.admin, ...screen('admin', () => import('./routes/admin')) },
          { path: '*', ...screen('not-found', () => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
