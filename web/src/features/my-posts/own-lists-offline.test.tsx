import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnClassifieds } from '@/lib/classifieds/own-classifieds';
import { useOwnSales } from './api/own-sales';

function withQueryClient() {
  // The app's own default (lib/query-client.ts): asked even offline, as the service worker may answer.
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("My Posts' lists without a signal and without a saved copy", () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it.each<[string, () => { isError: boolean }]>([
    ['classifieds', () => useOwnClassifieds(true)],
    ['sales', () => useOwnSales(true)],
  ])('%s: the first failure stands, so the screen says it could not load instead of waiting unsaid', async (_list, useList) => {
    onlineManager.setOnline(false);
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(useList, { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
