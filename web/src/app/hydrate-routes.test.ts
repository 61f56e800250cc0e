// Before a prerendered page is hydrated: the matched screens' packages are set up one per task, then
// their code is loaded; other routes' steps do not run.
import type { RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { loadMatchedRoutes, type ScreenHandle } from './hydrate-routes';

it("sets the matched screen's packages up one per task, then loads its code", async () => {
  const events: string[] = [];
  let task = 0;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (task += 1);
  const step = (name: string) => async () => {
    events.push(`${name} in task ${task}`);
    channel.port2.postMessage(null); // counts the tasks that have run since
  };
  const screen = (path: string, handle: ScreenHandle): RouteObject => ({
    path,
    handle,
    lazy: async () => {
      events.push(`${path} code`);
      return { Component: () => null };
    },
  });
  const routes = [screen('/auth', { setUpSteps: [step('formik'), step('schemas')] }), screen('/faq', { setUpSteps: [step('faq package')] })];

  await loadMatchedRoutes(routes, '/auth');

  expect(events).toEqual(['formik in task 0', 'schemas in task 1', '/auth code']);
  expect(routes[0]!.lazy).toBeUndefined();
  expect(routes[1]!.lazy).toBeTypeOf('function');
  channel.port1.close();
});
