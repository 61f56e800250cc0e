// The API's shared behaviour over HTTP: health, public config, security headers, unknown paths.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LOADER_SCRIPT } from '@yardsale/core/page-loader-script';
import { THEME_BOOT_SCRIPT } from '@yardsale/core/theme-boot-script';
import { testEngine } from './support/engine';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The CSP header as a map of directive to its source list. */
function cspDirectives(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

describe('GET /api/health', () => {
  it('answers ok with the database engine in use', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: testEngine() });
  });
});

describe('GET /api/config', () => {
  it('gives the web app its run-time settings, with no ad client unless configured', async () => {
    const response = await fetch(`${server.url}/api/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      supportEmail: server.app.config.supportEmail,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      adClientId: null,
      directVerification: true,
      textMessages: true, // texts kept unsent, as outside production without a provider
    });
  });

  it('reflects the environment it was started with', async () => {
    const env = {
      AD_CLIENT_ID: 'ca-pub-123',
      SUPPORT_EMAIL: 'help@example.org',
      TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
      DIRECT_VERIFICATION: 'false',
    };
    const other = await startTestServer({ env, database: server.database });
    try {
      const response = await fetch(`${other.url}/api/config`);
      expect(await response.json()).toEqual({
        supportEmail: env.SUPPORT_EMAIL,
        tileUrl: env.TILE_URL,
        adClientId: 'ca-pub-123',
        directVerification: false,
        textMessages: true,
      });
      const csp = cspDirectives(response);
      expect(csp.get('img-src')).toContain('https://tiles.example.org');
      expect(csp.get('script-src')).toContain('https://pagead2.googlesyndication.com');
    } finally {
      await other.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict content security policy', async () => {
    const csp = cspDirectives(await fetch(`${server.url}/api/health`));
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    // Our own files and the two inline scripts by their hashes; no ad network unless AD_CLIENT_ID is set.
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp.get('script-src')).toBe(`'self' ${hashOf(THEME_BOOT_SCRIPT)} ${hashOf(PAGE_LOADER_SCRIPT)}`);
    expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('forbids sniffing and limits the referrer', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only when the public URL is https', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://yardsale.example' }, database: server.database });
    try {
      const response = await fetch(`${https.url}/api/health`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it.each([
    ['a success', 'GET', '/api/health', 200],
    ['a not-found', 'GET', '/api/no-such-thing', 404],
    ['a validation error', 'POST', '/api/data-deletion', 400],
  ])('marks %s from /api as not storable', async (_kind, method, pathname, status) => {
    const response = await fetch(`${server.url}${pathname}`, {
      method,
      ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('unknown /api paths', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s with a JSON 404 naming the route', async (method) => {
    const response = await fetch(`${server.url}/api/does-not-exist?x=1`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: `No API route for ${method} /api/does-not-exist` });
  });
});
