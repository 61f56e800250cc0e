import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast-provider';
import '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/** Renders one screen at `path` (matched by `routePath`) with the app's query cache and toasts. */
export function renderScreen(routePath: string, element: ReactNode, path: string = routePath) {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** After each screen test: unmount, forget the cache, and undo the fake fetch and spies. */
export function resetScreen(): void {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
