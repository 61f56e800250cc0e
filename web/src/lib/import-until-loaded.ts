/**
 * A module's code, downloaded again when the phone is back online (or after `retryMs`, for a signal
 * that stalled without the browser noticing) until it arrives: for code that nothing waits on, which
 * a failed download must not turn into an error of the whole app.
 */
export async function importUntilLoaded<T>(load: () => Promise<T>, retryMs = 30_000): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise<void>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(again, retryMs);
        window.addEventListener('online', again);
      });
    }
  }
}
