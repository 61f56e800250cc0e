import { IDEMPOTENCY_KEY_HEADER, REPEATED_ANSWER_HEADER } from '@yardsale/core/sent-once';
import { ApiError, logRequest, reportUnauthorized } from '@/lib/api-client';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Called as the body goes out, with the share sent so far from 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key (use-send-key.ts): a retry with it gets what the first request made. */
  idempotencyKey?: string;
  /** Called when the answer is what an earlier request with the same key made (decision 0094). */
  onRepeat?: () => void;
}

/**
 * How long an upload may go without a byte sent, or without an answer once all is sent: on a
 * connection that stalls without failing, 'Uploading... 0%' would otherwise last for ever. A slow
 * upload that moves is never cut.
 */
export const UPLOAD_STALL_MS = 30_000;

function answerOf<T>(request: XMLHttpRequest, method: string, path: string): T {
  if (request.status === 401) reportUnauthorized(request.responseText);
  if (request.status < 200 || request.status >= 300) {
    const error = new ApiError(request.status, request.responseText, request.statusText);
    console.error(`${method} ${path} failed`, error.message);
    throw error;
  }
  return (request.responseText ? JSON.parse(request.responseText) : null) as T;
}

/**
 * A multipart request that reports upload progress (fetch cannot), otherwise like apiRequest:
 * cookies sent, JSON asked for, no-cache, and a non-OK answer throws the same ApiError.
 */
export function apiUpload<T>(path: string, { method, body, onProgress, signal, idempotencyKey, onRepeat }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    let stalled = false;
    let timer = 0;
    const watch = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        stalled = true;
        request.abort();
      }, UPLOAD_STALL_MS);
    };
    logRequest(method, path);
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Cache-Control', 'no-cache');
    if (idempotencyKey) request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = watch;
    request.onloadend = () => clearTimeout(timer);
    request.onload = () => {
      try {
        const answer = answerOf<T>(request, method, path);
        if (request.getResponseHeader(REPEATED_ANSWER_HEADER) === 'true') onRepeat?.();
        resolve(answer);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    // The same error fetch gives when the network is down, so callers treat both alike.
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () =>
      reject(stalled ? new DOMException('The connection stalled', 'TimeoutError') : new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    watch();
    request.send(body);
  });
}
