import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task';

export type SetUpStep = () => Promise<unknown>;

/** A screen's route `handle` (app/router.tsx). */
export interface ScreenHandle {
  /** Fetches the screen's code and strings (lazy-screen.tsx). */
  load: () => Promise<unknown>;
  /** Packages of its code to set up first, each in a task of its own. */
  setUpSteps?: SetUpStep[];
}

/**
 * Loads the code (and strings) of the screens matching the address before prerendered HTML is
 * hydrated (or, at build time, rendered): a screen still loading would draw its spinner, which does
 * not match the markup.
 */
export async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as ScreenHandle | undefined) ?? []);
  await setUpInSteps(screens.flatMap((handle) => handle.setUpSteps ?? []));
  await Promise.all(screens.map((handle) => handle.load()));
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
