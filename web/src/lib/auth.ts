import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser, MessageResponse } from '@yardsale/core/api-types';
import { DEFAULT_UNITS, STORAGE_KEYS, TIMINGS_MS, type Units } from '@yardsale/core/constants';
import { isSuspension } from '@yardsale/core/schemas/suspension-message';
import { api, ApiError, onUnauthorized } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';
import { whenPageTakenOver } from '@/lib/page-taken-over';
import { forgetPastSessionsAnswers, forgetSavedAnswers } from '@/lib/saved-copy';
import { forgetDraftsOf } from '@/lib/form-drafts/forget-drafts';
import { publicConfigQueryKey } from '@/lib/use-public-config';

/** Signed in but the terms or the age check are not yet accepted: the consent dialog stands over every page. */
export const needsConsent = (user: CurrentUser | null | undefined): user is CurrentUser =>
  Boolean(user && (!user.preferences.termsAccepted || !user.preferences.ageVerified));

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * GET /api/auth/user; a guest's answer also deletes what was saved for a past session (decision
 * 0041). A sign-out made offline is sent first: until the server has it, the phone is a guest's.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const user = (await signOutSent()) ? await checkSession() : null;
  if (!user) forgetPastSessionsAnswers();
  return user;
}

/**
 * What the page's first session check heard: an owner suspended since their last visit, whose app
 * opens as a guest's, with nothing signed in to tell them why. The suspension's notice tells it once
 * and forgets it (use-suspension-notice.ts); a later check's is told by the signed-in app it ends.
 */
export const firstSessionCheck: { suspension?: string; done?: boolean } = {};

async function checkSession(): Promise<CurrentUser | null> {
  const first = !firstSessionCheck.done;
  firstSessionCheck.done = true;
  const stopHearing = onUnauthorized((message) => {
    if (first && isSuspension(message)) firstSessionCheck.suspension = message;
  });
  try {
    return await api.get<CurrentUser | null>('/api/auth/user', { nullOn401: true });
  } finally {
    stopHearing();
  }
}

const SIGN_OUT_PENDING = STORAGE_KEYS.signOutPending;

/** Whether no sign-out made offline waits for the server (useLogout); one that does is sent now. */
async function signOutSent(): Promise<boolean> {
  if (!readStorage(SIGN_OUT_PENDING)) return true;
  try {
    await logout();
  } catch {
    return false;
  }
  writeStorage(SIGN_OUT_PENDING, null);
  return true;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked: a sign-out made offline lasts until the page closes; other tabs learn at their next request
  }
}

/** Asked for as the app's code is set up (app/warm-up.ts); answered into the cache once the page is taken over. */
export const earlySessionCheck = earlyRequest(getCurrentUser);

/** The signed-in user, or null for a guest (a 401 answer); pending until a prerendered page is taken over. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => whenPageTakenOver().then(() => earlySessionCheck.take()),
    staleTime: 60_000,
    refetchInterval: false,
  });
}

/** The distance units of the user's settings; a guest's are the spec's default (miles). */
export const unitsOf = (user: CurrentUser | null | undefined): Units => user?.preferences.units ?? DEFAULT_UNITS;

/** The signed-in user's distance units, or the default for a guest. */
export function useUnits(): Units {
  const { data: user } = useCurrentUser();
  return unitsOf(user);
}

/** POST /api/logout: ends the session. */
export const logout = () => api.post<MessageResponse>('/api/logout');

/** A session just started (sign-in, sign-up): the user, and nothing saved of a guest's or a past session's (decision 0041). */
export function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  forgetSavedAnswers();
  writeStorage(SIGN_OUT_PENDING, null); // the new session's cookie replaced the one signed out of
  queryClient.setQueryData(currentUserQueryKey, user);
}

/**
 * Forgets the signed-in user, every query of theirs (the public config stays) and their saved
 * answers: after sign-out, account deletion or a session that ended. A sign-out or deletion also
 * forgets the drafts of their posts and what they browsed by (the map's filter, the place chosen,
 * the route's choices): the next person on the phone starts afresh. An ended session keeps them
 * for when they sign in again.
 */
export function forgetSignedInUser(queryClient: QueryClient, { andDrafts = false } = {}): void {
  const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
  if (andDrafts && user) forgetDraftsOf(user.id);
  // Loaded when needed: a sign-out is rare, and every screen's first load carries this file.
  if (andDrafts) void import('@/lib/forget-browsing').then(({ forgetBrowsing }) => forgetBrowsing());
  // The other tabs share the ended session: they stop showing the account's messages now, not at
  // their next request. Only while someone was signed in, so the tabs do not answer each other.
  if (user) tellOtherTabs(user.id);
  forgetSavedAnswers({ andLateOnes: true });
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] !== currentUserQueryKey[0] && queryKey[0] !== publicConfigQueryKey[0],
  });
}

/** Names the account forgotten: a tab signed in as another one since (a late 401 elsewhere) stays signed in. */
function tellOtherTabs(userId: string): void {
  writeStorage(STORAGE_KEYS.signedOut, `${userId} ${Date.now()}`);
}

/**
 * Signs out and forgets the user, every query of theirs and their unsent posts' drafts (decision
 * 0055). Without a connection (a sale day outdoors, a phone handed on) the phone forgets them at
 * once and the server is told at the next session check; a server's refusal still fails.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      logout().catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        writeStorage(SIGN_OUT_PENDING, '1');
      }),
    onSuccess: () => forgetSignedInUser(queryClient, { andDrafts: true }),
  });
}

/**
 * A 401 to a signed-in user means the session ended (expired, signed out on another device). The
 * screen has 2 s to say so (SPEC section 8: posting shows 'You must be logged in…' with 'Go to Login'
 * and goes to /auth after 2 s); then the user is forgotten and protected screens send them to /auth.
 * Guests' 401s (GET /api/auth/user) change nothing.
 */
export function useForgetUserOn401(queryClient: QueryClient): void {
  useEffect(() => {
    const onStorage = ({ key, newValue }: StorageEvent) => {
      const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
      if (key === STORAGE_KEYS.signedOut && user && newValue?.startsWith(`${user.id} `)) forgetSignedInUser(queryClient);
    };
    window.addEventListener('storage', onStorage);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onUnauthorized(() => {
      if (timer !== undefined || !queryClient.getQueryData(currentUserQueryKey)) return;
      timer = setTimeout(() => {
        timer = undefined;
        forgetSignedInUser(queryClient);
      }, TIMINGS_MS.redirectAfterSignedOut);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
}
