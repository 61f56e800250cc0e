// The built web app as the API serves it: pages and the shell with every security header, the hashed
// scripts and styles without the ones only documents obey.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@yardsale/core/constants';
import { startTestServer, type TestServer } from './support/server';

// A prerendered page long enough to be sent compressed, written with the default support address.
const FAQ_PAGE = `<!doctype html><title>faq</title><p>${'Questions and answers. '.repeat(60)}</p><a href="mailto:${DEFAULT_SUPPORT_EMAIL}">${DEFAULT_SUPPORT_EMAIL}</a>`;
const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy'];

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yardsale-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(webDist, 'faq.html'), FAQ_PAGE);
  fs.writeFileSync(path.join(webDist, 'faq.html.br'), zlib.brotliCompressSync(FAQ_PAGE));
  fs.writeFileSync(path.join(webDist, 'prerendered.json'), JSON.stringify({ '/faq': 'faq.html' }));
  fs.writeFileSync(path.join(webDist, 'assets/start-Ab12Cd34.js'), 'export const start = 1;');
  fs.writeFileSync(path.join(webDist, 'assets/map-Ab12Cd34.css'), '.map{height:100%}');
  fs.writeFileSync(path.join(webDist, 'assets/logo-Ab12Cd34.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('serves the shell and prerendered pages with every security header', async () => {
    for (const address of ['/faq', '/find', '/posts/edit/abc']) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).toBe(200);
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), `${address} ${name}`).toBeTruthy();
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Decision 0033: an opener policy made Chromium start each page in a process of its own.
      expect(response.headers.get('cross-origin-opener-policy'), address).toBeNull();
    }
    expect(await (await fetch(`${server.url}/faq`)).text()).toContain('<title>faq</title>');
  });

  it("opens the connection to the map's tile server from the map's page only", async () => {
    const map = await fetch(`${server.url}/home`);
    expect(map.status).toBe(200);
    expect(map.headers.get('link')).toBe('<https://tile.openstreetmap.org>; rel=preconnect');
    for (const address of ['/faq', '/find', '/home/elsewhere']) expect((await fetch(`${server.url}${address}`)).headers.get('link'), address).toBeNull();
  });

  it('serves hashed scripts and styles without the headers only documents obey, keeping nosniff and the resource policy', async () => {
    for (const [file, type] of [['start-Ab12Cd34.js', 'javascript'], ['map-Ab12Cd34.css', 'css']] as const) {
      const response = await fetch(`${server.url}/assets/${file}?v=1`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), `${file} ${name}`).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps the content policy on a hashed image that can be opened as a document (an SVG can hold script)', async () => {
    const response = await fetch(`${server.url}/assets/logo-Ab12Cd34.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers the API with every security header', async () => {
    const response = await fetch(`${server.url}/api/health`);
    for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), name).toBeTruthy();
  });
});

describe("a deployment's own support address", () => {
  const BROTLI = { 'accept-encoding': 'br' };
  let ownServer: TestServer;
  beforeAll(async () => {
    ownServer = await startTestServer({ env: { WEB_DIST_DIR: webDist, SUPPORT_EMAIL: 'help@town.example' } });
  });
  afterAll(async () => {
    await ownServer?.close();
  });

  it('is in the prerendered pages from their first byte, by path and by file (as the service worker asks for them)', async () => {
    for (const address of ['/faq', '/faq.html']) {
      const response = await fetch(`${ownServer.url}${address}`, { headers: BROTLI }); // and decodes it
      expect(response.status, address).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      for (const name of DOCUMENT_ONLY) expect(response.headers.get(name), `${address} ${name}`).toBeTruthy();
      const text = await response.text();
      expect(text).toContain('<a href="mailto:help@town.example">help@town.example</a>');
      expect(text).not.toContain(DEFAULT_SUPPORT_EMAIL);
    }
  });

  it('answers 304 to a browser that holds the page', async () => {
    const etag = (await fetch(`${ownServer.url}/faq`)).headers.get('etag')!;
    expect((await fetch(`${ownServer.url}/faq`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('leaves the build as it is when the deployment has none of its own', async () => {
    const response = await fetch(`${server.url}/faq.html`, { headers: BROTLI });
    expect(response.headers.get('content-encoding')).toBe('br'); // the build's own compressed twin
    expect(await response.text()).toBe(FAQ_PAGE);
  });
});
