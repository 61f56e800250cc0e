import { ApiError } from '@/lib/api-client';

/** The server's own message for a toast, or the fallback when there is none (network, 5xx). */
export const serverMessageOr = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.serverMessage) || fallback;
