// Before a prerendered page is hydrated: the matched screens' packages are set up one per task, then
// their code is loaded; other routes' steps and code wait.
import type { RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { loadMatchedScreens, type SetUpStep } from './hydrate-routes';

it("sets the matched screen's packages up one per task, then loads its code", async () => {
  const events: string[] = [];
  let task = 0;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (task += 1);
  const step = (name: string) => async () => {
    events.push(`${name} in task ${task}`);
    channel.port2.postMessage(null); // counts the tasks that have run since
  };
  const screen = (path: string, setUpSteps: SetUpStep[]): RouteObject => ({
    path,
    handle: { setUpSteps, load: async () => events.push(`${path} code`) },
  });
  const routes = [screen('/auth', [step('formik'), step('schemas')]), screen('/faq', [step('faq package')])];

  await loadMatchedScreens(routes, '/auth');

  expect(events).toEqual(['formik in task 0', 'schemas in task 1', '/auth code']);
  channel.port1.close();
});
