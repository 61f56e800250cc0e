/**
 * A dynamic import that, once it failed, downloads its file again under another address on the next
 * call. Chromium 150 keeps a module that failed to download as failed: the same import() then fails
 * at once, back online or not, until the page reloads (later versions download it again). Only the
 * file the error names is fetched anew, which is the overlay's own when the screen that opens it is up.
 */
export function retriedImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failedUrl: string | undefined;
  let attempt = 0;
  return async () => {
    try {
      return failedUrl ? ((await import(/* @vite-ignore */ `${failedUrl}?again=${++attempt}`)) as M) : await load();
    } catch (error) {
      failedUrl ??= /imported module: (\S+)/.exec(error instanceof Error ? error.message : '')?.[1];
      throw error;
    }
  };
}
