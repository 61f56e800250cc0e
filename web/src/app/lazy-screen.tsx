import { use, type ComponentType } from 'react';
import { noteScreenWaiting } from './screen-download';

export interface LazyScreen {
  /** The screen: suspends until its code has arrived, then renders it. */
  Screen: ComponentType;
  /** Fetches the screen's code, once; a prerendered page awaits it, so hydration does not suspend. */
  load: () => Promise<ComponentType>;
}

/** A promise that says how it settled, which React's `use` reads without suspending (as React marks its own). */
type TrackedPromise<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = Object.assign(promise, { status: 'pending' }) as TrackedPromise<T>;
  // The callbacks return nothing: returning the promise itself would make the one `then` gives a
  // copy of its failure that nobody handles.
  promise.then(
    (value) => void Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/**
 * A screen whose code is its own chunk. Unlike React's `lazy`, it renders in the same pass when its
 * code was loaded ahead: hydration and the build's prerendering draw it without a fallback in between.
 * Like `lazy`, a download that failed stays failed: the recovery screen offers a reload, which
 * fetches the app afresh.
 */
export function lazyScreen(fetchCode: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: TrackedPromise<ComponentType> | undefined;
  const load = () => (loading ??= tracked(fetchCode().then((module) => module.default)));
  function Screen() {
    const loading = load();
    if (loading.status === 'pending') noteScreenWaiting(loading);
    const Code = use(loading);
    return <Code />;
  }
  return { Screen, load };
}
