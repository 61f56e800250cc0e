import type { ErrorAnswer } from '@yardsale/core/contract/answers';
import { IDEMPOTENCY_KEY_HEADER, REPEATED_ANSWER_HEADER } from '@yardsale/core/sent-once';
import { noteAnswer } from './saved-copy';

/** Every refusal the API answers (SPEC section 7): a 400 adds each field's message, a 429 the wait. */
export type ApiErrorBody = ErrorAnswer;

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed as ApiErrorBody;
  } catch {
    // not JSON: a proxy's or the browser's own answer
  }
  return undefined;
}

/**
 * The one HTTP client (SPEC section 7): cookies always sent, JSON asked for, no-cache, and a non-OK
 * answer throws an ApiError whose message is 'Unauthorized' for a 401, otherwise "status: body text"
 * (or the status text when empty).
 */
export class ApiError extends Error {
  /** The API's own answer; undefined when the body is not one (network proxy, empty). */
  readonly body: ApiErrorBody | undefined;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(status === 401 ? 'Unauthorized' : `${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.body = parseErrorBody(bodyText);
  }

  /** The server's own `message`, for toasts; undefined when the body carries none. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  /** Per-field messages from a 400 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

const unauthorized = new EventTarget();

/**
 * Calls `listener` whenever any request answers 401, with the answer's message, so one place decides
 * what a lost session means. Returns the unsubscribe.
 */
export function onUnauthorized(listener: (serverMessage: string | undefined) => void): () => void {
  const onEvent = (event: Event) => listener((event as CustomEvent<string | undefined>).detail);
  unauthorized.addEventListener('401', onEvent);
  return () => unauthorized.removeEventListener('401', onEvent);
}

/** Tells every onUnauthorized listener that a request answered 401 (for requests not sent by apiRequest). */
export function reportUnauthorized(bodyText: string): void {
  unauthorized.dispatchEvent(new CustomEvent('401', { detail: parseErrorBody(bodyText)?.message }));
}


/** SPEC section 7: requests are logged to the console; at the debug level, which a browser shows only when asked. */
export const logRequest = (method: string, path: string) => console.debug(`${method} ${path}`);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** With true, a 401 answer resolves to null instead of throwing. */
  nullOn401?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key (use-send-key.ts): a retry with it gets what the first request made. */
  idempotencyKey?: string;
  /** Called when the answer is what an earlier request with the same key made (decision 0094). */
  onRepeat?: () => void;
}

/**
 * How long a post or a message (sent with an Idempotency-Key) may wait for its answer: on a
 * connection that stalls without failing, 'Posting...' would otherwise last for ever, and the retry
 * this allows cannot make it twice. Not for other changes, which the server may finish after the
 * phone gave up (a retry would then be refused: 'already registered'), nor reads or uploads.
 */
const WRITE_TIMEOUT_MS = 30_000;

/** The caller's signal, aborted too after `ms` (a timer a test's clock can run, unlike AbortSignal.timeout). */
function withTimeout(signal: AbortSignal | undefined, ms: number): [AbortSignal, () => void] {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  const timer = setTimeout(() => controller.abort(new DOMException('The server took too long to answer', 'TimeoutError')), ms);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return [controller.signal, () => clearTimeout(timer)];
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, nullOn401 = false, idempotencyKey } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const [signal, answered] = idempotencyKey ? withTimeout(options.signal, WRITE_TIMEOUT_MS) : [options.signal, () => undefined];

  logRequest(method, path);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
    noteAnswer(path, response);
    // The body is read in every case: one left unread keeps the request open in the browser.
    text = await response.text();
  } finally {
    answered();
  }
  if (response.status === 401) {
    reportUnauthorized(text);
    if (nullOn401) return null as T;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, text, response.statusText);
    console.error(`${method} ${path} failed`, error.message);
    throw error;
  }
  if (response.headers.get(REPEATED_ANSWER_HEADER) === 'true') options.onRepeat?.();
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Pick<RequestOptions, 'idempotencyKey' | 'onRepeat'>) => apiRequest<T>(path, { method: 'POST', body, ...options }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The server's own message for a toast, or the fallback when there is none (network, 5xx). */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.serverMessage) || fallback;

/** No answer at all: fetch's TypeError, whatever its wording in each browser, or a stall given up (TimeoutError). */
export const gotNoAnswer = (error: unknown): boolean => error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

/** A send that failed without saying whether it was made: no answer, or the server failed (5xx) after it may have saved it. */
export const mayHaveBeenMade = (error: unknown): boolean => gotNoAnswer(error) || (error instanceof ApiError && error.status >= 500);
