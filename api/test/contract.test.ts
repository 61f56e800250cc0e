// The published contract: every API route is in /api/openapi.json with its schemas, and /api/docs
// renders it from our own origin. (That real answers match those schemas is checked on every answer
// of every API test: support/answer-check.ts.)
import { LIMITS, MESSAGING_LIMITS } from '@yardsale/core/limits';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/accounts';

interface Operation {
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  requestBody?: unknown;
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const context = useTestServer();
const document = async () => (await (await fetch(`${context.server.url}/api/openapi.json`)).json()) as OpenApi;
/** Static files behind the docs page are not endpoints. */
const isEndpoint = (route: string) => route.split(' ')[1]!.startsWith('/api/') && !route.split(' ')[1]!.startsWith('/api/docs/');

describe('GET /api/openapi.json', () => {
  it('describes every registered API route, and nothing that is not one', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe('3.1.0');
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    const registered = [...new Set(context.server.routes.filter(isEndpoint))];
    expect(documented.sort()).toEqual(registered.sort());
    expect(registered).toEqual(expect.arrayContaining(['GET /api/listings', 'POST /api/listings', 'DELETE /api/favorites/:listingId']));
  });

  it('gives each endpoint a summary, a tag and the schema of each answer', async () => {
    const { paths } = await document();
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, name).toBeTruthy();
        expect(operation.tags?.length, name).toBeGreaterThan(0);
        if (path === '/api/openapi.json' || path === '/api/docs') continue;
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((status) => status.startsWith('2')), name).toBe(true);
        for (const status of statuses) expect(Object.values(operation.responses[status]!.content ?? {})[0]?.schema, `${name} ${status}`).toBeTruthy();
      }
    }
  });

  it('documents a request as the validation reads it: required fields, limits, enums and files', async () => {
    const { paths } = await document();
    const register = paths['/api/register']!.post!.requestBody as { content: Record<string, { schema: { required: string[]; properties: Record<string, { minLength?: number }> } }> };
    expect(register.content['application/json']!.schema.required).toEqual(['username', 'password']);
    expect(register.content['application/json']!.schema.properties.password!.minLength).toBe(6);
    const photo = paths['/api/listings/photo']!.post!.requestBody as { content: Record<string, { schema: { properties: Record<string, object> } }> };
    expect(photo.content['multipart/form-data']!.schema.properties.photo).toEqual({ type: 'string', format: 'binary' });
    // Limits counted in characters, not UTF-16 units, are stated too (maxLength counts code points).
    const bodyOf = (path: string, method: 'post' | 'patch') =>
      (paths[path]![method]!.requestBody as { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> }).content['application/json']!.schema.properties;
    expect(bodyOf('/api/users/profile', 'patch').bio!.maxLength).toBe(LIMITS.bioMax);
    expect(bodyOf('/api/users/profile', 'patch').displayName!.maxLength).toBe(50);
    expect(bodyOf('/api/messages', 'post').content!.maxLength).toBe(LIMITS.messageMax);
    expect(bodyOf('/api/users/{id}/report', 'post').reason!.maxLength).toBe(MESSAGING_LIMITS.reasonMax);
    for (const path of ['/api/listings', '/api/classifieds', '/api/messages']) {
      expect(paths[path]!.post!.parameters, path).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false, schema: expect.objectContaining({ format: 'uuid' }) }));
    }
  });
});

describe('GET /api/docs', () => {
  it('renders the reference with scripts and styles served by us, no CDN', async () => {
    const page = await fetch(`${context.server.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/'), asset).toBe(true);
      expect((await fetch(`${context.server.url}${asset}`)).status, asset).toBe(200);
    }
  });
});
