import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { firstSessionCheck, useCurrentUser, useForgetUserOn401 } from '@/lib/auth';
import { chooseLanguage } from '@/lib/i18n';
import { lazyOrNothing } from '@/lib/lazy-or-nothing';
import { PwaInstallProvider } from '@/features/pwa/pwa-install-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { queryClient } from '@/lib/query-client';

// A guest's first visit does not download the event stream or the push code. Signed in just as the
// signal dropped, without it the screens poll for messages instead.
const AccountServices = lazyOrNothing(() => import('./account-services'));

/** How long an account language whose strings did not download waits to be asked for again, unless the phone comes back online first. */
const LANGUAGE_RETRY_MS = 30_000;

/**
 * The account's language, as it signs in or opens. Its strings may not download (offline, a weak
 * signal): they are asked for again once back online, or half a minute later, until they come.
 */
function useAccountLanguage(language: string | undefined): void {
  useEffect(() => {
    if (!language) return;
    const wanted = language;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', choose);
    };
    function choose() {
      stopWaiting();
      void chooseLanguage(wanted).then((came) => {
        if (came || ended) return;
        window.addEventListener('online', choose);
        timer = setTimeout(choose, LANGUAGE_RETRY_MS);
      });
    }
    choose();
    return () => {
      ended = true;
      stopWaiting();
    };
  }, [language]);
}

/** The signed-in user's saved theme and language follow them to every device. */
function UserPreferencesProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  useAccountLanguage(user?.preferences?.language);
  // The theme's children stay the same element while the user changes, so MUI's provider is not
  // drawn again (theme-provider.tsx says why): what depends on the user sits inside, on its own.
  return (
    <ThemeProvider userId={user?.id} accountTheme={user?.preferences?.theme}>
      {children}
    </ThemeProvider>
  );
}

/**
 * The signed-in user's live events, pushes and notices arrive, and an owner suspended since their
 * last visit is told why. Inside the toasts, which the notices use.
 */
function ForAnAccount() {
  const { data: user } = useCurrentUser();
  return user || firstSessionCheck.suspension ? (
    <Suspense fallback={null}>
      <AccountServices />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  useForgetUserOn401(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UserPreferencesProvider>
        <ToastProvider>
          <ForAnAccount />
          <PwaInstallProvider>{children}</PwaInstallProvider>
        </ToastProvider>
      </UserPreferencesProvider>
    </QueryClientProvider>
  );
}
