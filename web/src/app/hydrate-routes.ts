import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task';

export type SetUpStep = () => Promise<unknown>;

/** A screen's route `handle`: packages of its code to set up first, each in a task of its own. */
export interface ScreenHandle {
  setUpSteps?: SetUpStep[];
}

/**
 * Loads the code (and strings) of the screens matching the address before hydrating prerendered
 * HTML: the router would otherwise render its loading fallback first, which does not match the markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await setUpInSteps(matches.flatMap(({ route }) => (route.handle as ScreenHandle | undefined)?.setUpSteps ?? []));
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Sets packages up one per task, as main.tsx sets up the start, so the screen's code is not one long
 * task. Only here: the prerendered page has already requested all of the screen's files, so a step
 * costs no round trip, where a screen opened later would fetch its code step after step.
 */
async function setUpInSteps(steps: SetUpStep[]): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
