// A browser-like HTTP client: it keeps the session cookie between requests, as the web app's
// fetch with credentials does, and sends JSON bodies with their content type.
import http from 'node:http';

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased; flags (HttpOnly, Secure) have the value true. */
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of an answer, parsed. */
export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    return {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      attributes: Object.fromEntries(
        attributes.map((attribute) => {
          const [name = '', ...value] = attribute.split('=');
          return [name.toLowerCase(), value.length ? value.join('=') : true];
        }),
      ),
    };
  });
}

/** True when a Set-Cookie tells the browser to forget the cookie. */
export const isCleared = (cookie: SetCookie) =>
  cookie.attributes['max-age'] === '0' || new Date(String(cookie.attributes.expires)).getTime() <= Date.parse('1970-01-02');

export interface ApiClient {
  /** fetch relative to the server, with the stored cookies; cookies the answer sets are kept. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  put(path: string, body: unknown): Promise<Response>;
  patch(path: string, body: unknown): Promise<Response>;
  delete(path: string, body?: unknown): Promise<Response>;
  /** The current session cookie's value, if any. */
  readonly sessionCookie: string | undefined;
  /** Replaces the session cookie (e.g. with an older one, to see that it no longer works). */
  useSessionCookie(value: string | undefined): void;
}

const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit =>
  body === undefined ? { method, headers } : { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };

export function apiClient(baseUrl: string, sessionCookie?: string): ApiClient {
  const jar = new Map<string, string>(sessionCookie ? [['sid', sessionCookie]] : []);
  const client: ApiClient = {
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
      for (const cookie of setCookies(response)) {
        if (isCleared(cookie)) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (path, headers) => client.fetch(path, { headers }),
    post: (path, body, headers) => client.fetch(path, jsonInit('POST', body, headers)),
    put: (path, body) => client.fetch(path, jsonInit('PUT', body)),
    patch: (path, body) => client.fetch(path, jsonInit('PATCH', body)),
    delete: (path, body) => client.fetch(path, jsonInit('DELETE', body)),
    get sessionCookie() {
      return jar.get('sid');
    },
    useSessionCookie(value) {
      if (value) jar.set('sid', value);
      else jar.delete('sid');
    },
  };
  return client;
}

/**
 * A request through node:http, for headers fetch will not let a caller set (Host). Answers the
 * status and parsed JSON body.
 */
export function rawJsonRequest(url: string, options: { method: string; headers: Record<string, string>; body?: unknown }) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      { method: options.method, headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
