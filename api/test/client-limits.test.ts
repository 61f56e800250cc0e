// Whom the per-client limits count together: one IPv6 /64 as one client (a provider gives each home
// and phone a whole one), and a signed-in account apart from the others behind the same address.
import { describe, expect, it } from 'vitest';
import { ROUTE_RATE_LIMITS } from '@/services/rate-limit-rules';
import { clientNetwork } from '@/services/client-network';
import { expectRateLimited, signUp, useTestServer, withServer } from './support/accounts';
import { apiClient } from './support/client';

const context = useTestServer();

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::192.0.2.1', '64:ff9b:1:2::/64'],
  ])('counts %s as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });
});

describe('per-address limits behind a proxy', () => {
  const register = (server: { url: string }, ip: string) =>
    // Refused as malformed, yet counted: registration counts attempts.
    fetch(`${server.url}/api/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: '{}' });

  it('count every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const { limit, windowMs } = ROUTE_RATE_LIMITS.registration;
    await withServer(context.server, { TRUST_PROXY: 'true' }, async (proxied) => {
      for (let i = 1; i <= limit; i++) expect((await register(proxied, `2001:db8:5:6::${i.toString(16)}`)).status).toBe(400);
      await expectRateLimited(await register(proxied, '2001:db8:5:6:ffff:ffff:ffff:ffff'), windowMs / 1000);
      expect((await register(proxied, '2001:db8:5:7::1')).status).toBe(400);
    });
  });
});

describe('searches behind one address', () => {
  it('count each signed-in account apart, and guests together', async () => {
    const { limit } = ROUTE_RATE_LIMITS.listingSearch;
    const [first, second] = await Promise.all([signUp(context.server), signUp(context.server)]);
    await withServer(context.server, { TRUST_PROXY: 'true' }, async (proxied) => {
      const from = { 'X-Forwarded-For': '192.0.2.44' };
      // A malformed query is answered 400 at once, yet counted: searches count attempts.
      const search = (cookie?: string) => apiClient(proxied.url, cookie).get('/api/listings?limit=x', from);
      for (let i = 0; i < limit; i++) expect((await search(first.client.sessionCookie)).status).toBe(400);
      expect((await search(first.client.sessionCookie)).status).toBe(429);
      expect((await search(second.client.sessionCookie)).status).toBe(400);

      for (let i = 0; i < limit; i++) expect((await search()).status).toBe(400);
      expect((await search()).status).toBe(429);
      expect((await search(second.client.sessionCookie)).status).toBe(400);
    });
  });
});
