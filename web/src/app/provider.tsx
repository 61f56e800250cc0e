import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { useCurrentUser } from '@/lib/auth';
import { PwaInstallProvider } from '@/features/pwa/pwa-install-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { queryClient } from '@/lib/query-client';

function UserThemeProvider({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return <ThemeProvider userId={user?.id}>{children}</ThemeProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserThemeProvider>
        <ToastProvider>
          <PwaInstallProvider>{children}</PwaInstallProvider>
        </ToastProvider>
      </UserThemeProvider>
    </QueryClientProvider>
  );
}
