// public/push-worker.js as the service worker runs it: given a scope with the service worker's globals.
import { describe, expect, it, vi } from 'vitest';
import workerSource from '@/../public/push-worker.js?raw';

const ORIGIN = 'https://yardsale.test';
type Listener = (event: Record<string, unknown>) => void;

function startWorker(openWindows: { url: string }[] = []) {
  const listeners: Record<string, Listener> = {};
  const windows = openWindows.map((window) => ({ ...window, focus: vi.fn(async () => window) }));
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', workerSource)(scope);
  /** Dispatches an event; answers once the work it gave waitUntil is done. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } });
  const tap = (url: unknown) => dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });
  return { scope, windows, push, tap };
}

const conversation = '/messages?listing=l1&with=u2';

describe('the push worker', () => {
  it('shows the pushed notification, one per conversation', async () => {
    const { scope, push } = startWorker();
    await push({ title: 'New message from Robin', body: 'Is the desk still available?', url: conversation });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New message from Robin', expect.objectContaining({
      body: 'Is the desk still available?',
      tag: `${ORIGIN}${conversation}`,
      renotify: true,
      data: { url: `${ORIGIN}${conversation}` },
    }));
  });

  it('opens only pages of the app, whatever the payload says', async () => {
    const { scope, push } = startWorker();
    await push({ title: 'Elsewhere', body: '', url: 'https://evil.example/phish' });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Elsewhere', expect.objectContaining({ data: { url: `${ORIGIN}/` } }));
  });

  it('on a tap, focuses a window already at the page, or opens it', async () => {
    const atConversation = startWorker([{ url: `${ORIGIN}/home` }, { url: `${ORIGIN}${conversation}` }]);
    await atConversation.tap(`${ORIGIN}${conversation}`);
    expect(atConversation.windows[1]!.focus).toHaveBeenCalled();
    expect(atConversation.scope.clients.openWindow).not.toHaveBeenCalled();

    const elsewhere = startWorker([{ url: `${ORIGIN}/home` }]);
    await elsewhere.tap(`${ORIGIN}${conversation}`);
    expect(elsewhere.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${conversation}`);
  });
});
