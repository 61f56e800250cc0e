import { afterEach, expect, it, vi } from 'vitest';
import { importUntilLoaded } from './import-until-loaded';

afterEach(() => vi.useRealTimers());

const failingFirst = (times: number) => {
  let tries = 0;
  const load = vi.fn(async () => {
    tries += 1;
    if (tries <= times) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'module' };
  });
  return load;
};

it('downloads again when the phone is back online, and answers the module', async () => {
  const load = failingFirst(1);
  const loaded = importUntilLoaded(load);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  window.dispatchEvent(new Event('online'));
  await expect(loaded).resolves.toEqual({ default: 'module' });
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries again after a while when the browser never noticed the signal was gone, as often as it takes', async () => {
  vi.useFakeTimers();
  const load = failingFirst(2);
  const loaded = importUntilLoaded(load, 1000);
  await vi.advanceTimersByTimeAsync(999);
  expect(load).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(load).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1000);
  await expect(loaded).resolves.toEqual({ default: 'module' });
  expect(load).toHaveBeenCalledTimes(3);
});
