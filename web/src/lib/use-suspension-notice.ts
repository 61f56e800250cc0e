import { isSuspension } from '@yardsale/core/schemas/filled-messages';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError, onUnauthorized } from './api-client';
import { useMessageParts } from './use-validation-message';

/** Long enough to read the reason whole: one of the spec's toast durations (TOAST_DURATIONS_MS). */
const SUSPENSION_TOAST_MS = 10_000;

/**
 * A 401 that signing in again mends: not a suspension's, whose reason the screen shows instead of
 * 'You must be logged in…' (through useShowApiError, which says the server's message).
 */
export const needsSignIn = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401 && !isSuspension(error.serverMessage);

/**
 * An administrator suspended the signed-in account while its app was open: whichever request hears
 * it first (a session check, the live events, a tap), the owner is told why, in their language, as
 * the app signs them out. A screen that says more about its own failed request replaces this toast.
 */
export function useSuspensionNotice(): void {
  const toast = useToast();
  const partsOf = useMessageParts();
  useEffect(
    () =>
      onUnauthorized((message) => {
        if (message && isSuspension(message)) toast({ ...partsOf(message), variant: 'error', durationMs: SUSPENSION_TOAST_MS });
      }),
    [toast, partsOf],
  );
}
