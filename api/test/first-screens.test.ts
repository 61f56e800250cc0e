// GET /api/listings/first-screen and /api/classifieds/first-screen: the first cards of Find and
// /classifieds for a guest, drawn by the web build's renderer (decision 0032). The drawing itself is
// tested in the browser (e2e/tests/prerender.spec.ts), where the web app is built; here the server
// has no build beside it.
import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_MESSAGES } from '@yardsale/core/listing-query';
import { FIRST_SCREEN_PATHS } from '@yardsale/core/first-screen';
import { useTestServer } from './support/accounts';
import { json } from './support/factories';

const context = useTestServer();

describe.each(Object.values(FIRST_SCREEN_PATHS))('GET %s', (path) => {
  const firstScreen = (query: string) => fetch(`${context.server.url}${path}${query}`);

  it('needs a position in degrees', async () => {
    for (const query of ['', '?near=', '?near=91,0', '?near=north']) {
      expect((await json<{ message: string }>(await firstScreen(query), 400)).message, query).toBe(LISTING_QUERY_MESSAGES.near);
    }
  });

  it('is not found where the web app was not built beside the API: the page then starts its app', async () => {
    expect((await json<{ message: string }>(await firstScreen('?near=44.2,-77.4'), 404)).message).toBe('Not found');
  });
});
