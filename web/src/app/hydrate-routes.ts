import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code (and strings) of the screens matching the address before hydrating prerendered
 * HTML: the router would otherwise render its loading fallback first, which does not match the markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
