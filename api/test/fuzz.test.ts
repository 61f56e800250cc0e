// Every documented endpoint, driven by /api/openapi.json, takes thousands of malformed, oversized,
// wrong-typed and unicode-edge requests, as a guest and signed in, and never answers 5xx, hangs or
// leaks an internal error. Each request comes from its own address (TRUST_PROXY), so the fuzz
// reaches validation instead of stopping at a rate limit.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/accounts';
import { createUser } from './support/factories';
import { hostileBody, hostileQuery, hostileSegment, LEAK } from './support/hostile';

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

const context = useTestServer({ env: { TRUST_PROXY: 'true' } });
const RUNS = 80;
let endpoints: Endpoint[] = [];
let sessionCookie = '';
let sequence = 0;

beforeAll(async () => {
  const document = (await (await fetch(`${context.server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  sessionCookie = (await createUser(context.server.database.db, context.server.url)).client.sessionCookie!;
});

const names = (operation: Operation, where: 'path' | 'query') => (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
const bodyFields = (operation: Operation) => Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema.properties ?? {});
/** A different client address for each request: 10.x.y.z. */
const nextAddress = () => `10.${(++sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;

interface HostileRequest {
  segments: string[];
  query: [string, string][];
  body: { type: string; body: string } | undefined;
}

function requestFor(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const hasBody = !['GET', 'DELETE'].includes(endpoint.method) || endpoint.operation.requestBody !== undefined;
  return fc.record({
    segments: fc.array(hostileSegment, { minLength: names(endpoint.operation, 'path').length, maxLength: names(endpoint.operation, 'path').length }),
    query: hostileQuery(names(endpoint.operation, 'query')),
    body: hasBody ? hostileBody(bodyFields(endpoint.operation)) : fc.constant(undefined),
  });
}

async function send(endpoint: Endpoint, request: HostileRequest, signedIn: boolean) {
  let index = 0;
  const path = endpoint.path.replace(/\{[^}]+\}/g, () => request.segments[index++] ?? 'x');
  const query = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() };
  if (signedIn) headers.Cookie = `sid=${sessionCookie}`;
  if (request.body) headers['Content-Type'] = request.body.type;
  const response = await fetch(`${context.server.url}${path}${query ? `?${query}` : ''}`, {
    method: endpoint.method,
    headers,
    body: request.body?.body,
    signal: AbortSignal.timeout(15_000), // a hang fails the property
  });
  const sent = `${endpoint.method} ${path}?${query.slice(0, 200)}`;
  // An event stream never ends by itself: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '', sent };
  }
  return { status: response.status, text: await response.text(), sent };
}

/** Endpoints that would end the fuzzing session itself; they are fuzzed as a guest only. */
const ENDS_SESSION = new Set(['POST /api/logout']);

describe.each([
  ['a guest', false],
  ['a signed-in, verified user', true],
])('every endpoint, as %s', (_who, signedIn) => {
  it(`never answers 5xx, hangs or leaks internals (${RUNS} hostile requests per endpoint)`, async () => {
    expect(endpoints.length).toBeGreaterThan(25);
    let sent = 0;
    for (const endpoint of endpoints) {
      if (signedIn && ENDS_SESSION.has(`${endpoint.method} ${endpoint.path}`)) continue;
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async (request) => {
          const answer = await send(endpoint, request, signedIn);
          sent += 1;
          expect(answer.status, `${answer.sent} → ${answer.text.slice(0, 300)}`).toBeLessThan(500);
          expect(answer.text, answer.sent).not.toMatch(LEAK);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThan(endpoints.length * RUNS * 0.9);
  }, 600_000);
});
