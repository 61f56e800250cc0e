import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFakeApi } from '@/testing/fake-api';
import { PushUnavailable, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push';

const SERVER_KEY = 'BAECAwQ'; // the bytes 4, 1, 2, 3, 4 in base64url
const serverKeyBytes = [4, 1, 2, 3, 4];

function fakeSubscription(key: number[], endpoint = 'https://push.example/send/1') {
  return {
    endpoint,
    options: { applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'public', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with push, its service worker registered unless told otherwise, holding `existing` if given. */
function fakeBrowser(options: { existing?: ReturnType<typeof fakeSubscription>; registered?: boolean; refuses?: boolean } = {}) {
  let current = options.existing ?? null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      if (options.refuses) throw new DOMException('Registration failed - push service not available', 'AbortError');
      return (current = fakeSubscription([...applicationServerKey], 'https://push.example/send/new'));
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => (options.registered === false ? undefined : registration), ready: Promise.resolve(registration) } });
  return pushManager;
}

const api = () =>
  stubFakeApi({
    'GET /api/push/key': { body: { publicKey: SERVER_KEY } },
    'POST /api/push/subscriptions': { body: { message: 'Push notifications are on for this browser' } },
    'DELETE /api/push/subscriptions': { body: { message: 'Push notifications are off for this browser' } },
  });

afterEach(() => vi.unstubAllGlobals());

describe('subscribing this browser', () => {
  it("subscribes with the server's key, visibly only, and sends the subscription to the API", async () => {
    const fake = api();
    const pushManager = fakeBrowser();
    await subscribeThisBrowser();
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect({ userVisibleOnly: options.userVisibleOnly, key: [...options.applicationServerKey] }).toEqual({ userVisibleOnly: true, key: serverKeyBytes });
    expect(fake.sent('POST', '/api/push/subscriptions').map((request) => request.body)).toEqual([
      { endpoint: 'https://push.example/send/new', expirationTime: null, keys: { p256dh: 'public', auth: 'secret' } },
    ]);
  });

  it('sends a subscription made with the same key again, and replaces one made with another key', async () => {
    const fake = api();
    const same = fakeSubscription(serverKeyBytes);
    const sameBrowser = fakeBrowser({ existing: same });
    await subscribeThisBrowser();
    expect(sameBrowser.subscribe).not.toHaveBeenCalled();
    expect(fake.sent('POST', '/api/push/subscriptions')[0]?.body).toMatchObject({ endpoint: same.endpoint });

    const stale = fakeSubscription([4, 9, 9]);
    const otherBrowser = fakeBrowser({ existing: stale });
    await subscribeThisBrowser();
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(otherBrowser.subscribe).toHaveBeenCalledOnce();
  });

  it('tells why it cannot: no push, no service worker, or a push service that refuses', async () => {
    api();
    const reasonOf = (attempt: Promise<void>) => attempt.then(() => 'subscribed', (error: unknown) => (error instanceof PushUnavailable ? error.reason : String(error)));
    vi.stubGlobal('navigator', {});
    expect(await reasonOf(subscribeThisBrowser())).toBe('unsupported');
    fakeBrowser({ registered: false });
    expect(await reasonOf(subscribeThisBrowser())).toBe('no-service-worker');
    fakeBrowser({ refuses: true });
    expect(await reasonOf(subscribeThisBrowser())).toBe('refused-by-push-service');
  });
});

describe('unsubscribing this browser', () => {
  it('tells the API, then drops the subscription; with none, asks nothing', async () => {
    const fake = api();
    const existing = fakeSubscription(serverKeyBytes);
    fakeBrowser({ existing });
    await unsubscribeThisBrowser();
    expect(fake.sent('DELETE', '/api/push/subscriptions').map((request) => request.body)).toEqual([{ endpoint: existing.endpoint }]);
    expect(existing.unsubscribe).toHaveBeenCalled();

    fakeBrowser();
    await unsubscribeThisBrowser();
    expect(fake.sent('DELETE', '/api/push/subscriptions')).toHaveLength(1);
  });
});
