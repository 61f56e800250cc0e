// GET /api/listings/first-screen, /api/classifieds/first-screen and /api/listings/first-screen/map:
// the first cards of Find and /classifieds and the map of /home for a guest, drawn by the web build's
// renderer (decisions 0032, 0034). The drawing itself is tested in the browser
// (e2e/tests/first-screens.spec.ts), where the web app is built; here the server has no build beside it.
import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_MESSAGES } from '@yardsale/core/listing-query';
import { FIRST_SCREEN_PATHS } from '@yardsale/core/first-screen';
import { FIRST_SCREEN_PLACE_MAX_LENGTH, FIRST_SCREEN_QUERY_MESSAGES } from '@yardsale/core/schemas/first-screen-query';
import { useTestServer } from './support/accounts';
import { json } from './support/factories';

const context = useTestServer();

/** The map's first screen also needs the size of the area it covers. */
const MAP_SIZE = 'width=412&height=663';
const firstScreen = (path: string, ...params: string[]) => {
  const query = [...params, ...(path === FIRST_SCREEN_PATHS.home ? [MAP_SIZE] : [])].join('&');
  return fetch(`${context.server.url}${path}${query ? `?${query}` : ''}`);
};

describe.each(Object.values(FIRST_SCREEN_PATHS))('GET %s', (path) => {
  it('needs a position in degrees, if it is given one', async () => {
    for (const near of ['near=', 'near=91,0', 'near=north']) {
      expect((await json<{ message: string }>(await firstScreen(path, near), 400)).message, near).toBe(LISTING_QUERY_MESSAGES.near);
    }
  });

  // Find near the default centre, /classifieds' newest, the map's default view (decision 0032's addendum).
  it('without a position, draws what the screen shows a guest who has not allowed location: not refused, only not found without a web build', async () => {
    expect((await json<{ message: string }>(await firstScreen(path), 404)).message).toBe('Not found');
  });

  it('is not found where the web app was not built beside the API: the page then starts its app', async () => {
    expect((await json<{ message: string }>(await firstScreen(path, 'near=44.2,-77.4'), 404)).message).toBe('Not found');
  });
});

describe(`GET ${FIRST_SCREEN_PATHS.find}`, () => {
  it('names a place chosen instead of the position only with where it is, in at most 100 characters', async () => {
    for (const params of [['place=Moose%20Jaw%2C%20SK'], ['near=50.39,-105.53', 'place='], ['near=50.39,-105.53', `place=${'x'.repeat(FIRST_SCREEN_PLACE_MAX_LENGTH + 1)}`]]) {
      expect((await json<{ message: string }>(await firstScreen(FIRST_SCREEN_PATHS.find, ...params), 400)).message, params.join('&')).toBe(FIRST_SCREEN_QUERY_MESSAGES.place);
    }
    const named = await firstScreen(FIRST_SCREEN_PATHS.find, 'near=50.39,-105.53', `place=${'x'.repeat(FIRST_SCREEN_PLACE_MAX_LENGTH)}`);
    expect((await json<{ message: string }>(named, 404)).message).toBe('Not found');
  });
});

describe(`GET ${FIRST_SCREEN_PATHS.home}`, () => {
  const map = (size: string) => fetch(`${context.server.url}${FIRST_SCREEN_PATHS.home}?near=44.2,-77.4${size}`);

  it('needs the width and height of the map in whole CSS pixels, 1 to 4096', async () => {
    for (const [size, side] of [
      ['&height=663', 'width'],
      ['&width=0&height=663', 'width'],
      ['&width=4097&height=663', 'width'],
      ['&width=41.5&height=663', 'width'],
      ['&width=412', 'height'],
      ['&width=412&height=tall', 'height'],
    ] as const) {
      expect((await json<{ message: string }>(await map(size), 400)).message, size).toBe(FIRST_SCREEN_QUERY_MESSAGES.side(side));
    }
    expect((await map('&width=4096&height=1')).status).toBe(404);
  });
});
