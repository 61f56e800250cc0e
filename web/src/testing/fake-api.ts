// Screen tests run against a fake API: `fetch` answers `METHOD /path` (query left out) from a table
// the test fills in, and records every request so the test can check what was sent.
import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  /** Keyed by 'METHOD /path'; anything else answers 404. */
  answers: Record<string, FakeAnswer>;
  requests: FakeRequest[];
  /** The requests sent to `METHOD path`, oldest first. */
  sent: (method: string, path: string) => FakeRequest[];
}

/** Replaces the global fetch (undone by vi.unstubAllGlobals) with one answering from `answers`. */
export function stubFakeApi(answers: Record<string, FakeAnswer>): FakeApi {
  const fake: FakeApi = {
    answers,
    requests: [],
    sent: (method, path) => fake.requests.filter((request) => request.method === method && request.path === path),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      fake.requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = fake.answers[`${method} ${url.pathname}`] ?? { status: 404, body: { message: 'Not found' } };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }));
    }),
  );
  return fake;
}
