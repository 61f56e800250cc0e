// GET /api/listings/first-screen: Find's first cards for a guest, drawn by the web build's renderer
// (decision 0032). The drawing itself is tested in the browser (e2e/tests/prerender.spec.ts), where
// the web app is built; here the server has no build beside it.
import { describe, expect, it } from 'vitest';
import { LISTING_QUERY_MESSAGES } from '@yardsale/core/listing-query';
import { useTestServer } from './support/accounts';
import { json } from './support/factories';

const context = useTestServer();
const firstScreen = (query: string) => fetch(`${context.server.url}/api/listings/first-screen${query}`);

describe('GET /api/listings/first-screen', () => {
  it('needs a position in degrees', async () => {
    for (const query of ['', '?near=', '?near=91,0', '?near=north']) {
      expect((await json<{ message: string }>(await firstScreen(query), 400)).message, query).toBe(LISTING_QUERY_MESSAGES.near);
    }
  });

  it('is not found where the web app was not built beside the API: the page then starts its app', async () => {
    const response = await firstScreen('?near=44.2,-77.4');
    expect(response.status).toBe(404);
  });
});
