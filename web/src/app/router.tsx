import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/features/route-error/route-error-page';
import { ProtectedRoute } from './protected-route';
import { AppShell } from './app-shell';

type RouteModule = { default: React.ComponentType };

// Each screen is its own chunk: a phone on a weak network downloads only the screen it opens.
const screen = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const publicRoutes: RouteObject[] = [
  { path: paths.landing, ...screen(() => import('./routes/landing')) },
  { path: paths.auth, ...screen(() => import('./routes/auth')) },
  { path: paths.forgotPassword, ...screen(() => import('./routes/forgot-password')) },
  { path: paths.resetPassword, ...screen(() => import('./routes/reset-password')) },
  { path: paths.verifyEmail, ...screen(() => import('./routes/verify-email')) },
  { path: paths.terms, ...screen(() => import('./routes/terms')) },
  { path: paths.privacy, ...screen(() => import('./routes/privacy')) },
  { path: paths.dataDeletion, ...screen(() => import('./routes/data-deletion')) },
  { path: paths.installPwa, ...screen(() => import('./routes/install-pwa')) },
  { path: paths.faq, ...screen(() => import('./routes/faq')) },
  // Visitors browse the map, Find and classifieds without an account (SPEC sections 1 and 6; decision 0006).
  { path: paths.home, ...screen(() => import('./routes/home')) },
  { path: paths.find, ...screen(() => import('./routes/find')) },
  { path: paths.classifieds, ...screen(() => import('./routes/classifieds')) },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.post, ...screen(() => import('./routes/post')) },
  { path: paths.posts, ...screen(() => import('./routes/posts')) },
  { path: paths.addListing, ...screen(() => import('./routes/add-listing')) },
  { path: paths.settings, ...screen(() => import('./routes/settings')) },
  { path: paths.messages, ...screen(() => import('./routes/messages')) },
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
          { path: paths.admin, ...screen(() => import('./routes/admin')) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
