import { isSuspension } from '@yardsale/core/schemas/suspension-message';
import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError, onUnauthorized } from './api-client';
import { firstSessionCheck } from './auth';
import { useMessageParts } from './use-validation-message';

/** Long enough to read the reason whole: one of the spec's toast durations (TOAST_DURATIONS_MS). */
const SUSPENSION_TOAST_MS = 10_000;

/**
 * A 401 that signing in again mends: not a suspension's, whose reason the screen shows instead of
 * 'You must be logged in…' (through useShowApiError, which says the server's message).
 */
export const needsSignIn = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401 && !isSuspension(error.serverMessage);

/**
 * An administrator suspended the account: the owner is told why, in their language.
 * - Suspended while its app was open: whichever request hears it first (a session check, the live
 *   events, a tap) tells it as the app signs them out. A screen that says more about its own failed
 *   request replaces this toast.
 * - Suspended since their last visit: the app's first session check heard it (auth.ts) before this
 *   code was loaded, and the app opened as a guest's. It is told once.
 */
export function useSuspensionNotice(): void {
  const toast = useToast();
  const partsOf = useMessageParts();
  useEffect(() => {
    const tell = (message: string | undefined) => {
      if (isSuspension(message)) toast({ ...partsOf(message), variant: 'error', durationMs: SUSPENSION_TOAST_MS });
    };
    tell(firstSessionCheck.suspension);
    firstSessionCheck.suspension = undefined;
    return onUnauthorized(tell);
  }, [toast, partsOf]);
}
