/**
 * Resolves in a task of its own, so the work after it does not lengthen the task before it. A
 * message, as React's scheduler uses: a timer would be clamped in a background tab (and stands still
 * under a test's frozen clock). main.tsx takes it before React is loaded: it imports nothing.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
