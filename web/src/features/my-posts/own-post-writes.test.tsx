import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeleteClassified, useOwnClassifieds } from '@/lib/classifieds/own-classifieds';
import { useDeleteSale, useOwnSales } from './api/own-sales';

function withQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe("an owner's delete on My Posts", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each<[string, string, () => { list: { data?: { id: string }[] }; remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean } }]>([
    ['sale', '/api/listings/user', () => ({ list: useOwnSales(true), remove: useDeleteSale() })],
    ['classified', '/api/classifieds/user', () => ({ list: useOwnClassifieds(true), remove: useDeleteClassified() })],
  ])('%s: is answered as soon as the server answers, not once every list has been read again', async (_kind, listPath, useScreen) => {
    let listReads = 0;
    // The list's first read answers; the reads after the delete hang, as on a weak network.
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (init.method === 'DELETE') return Promise.resolve(json({ message: 'Listing deleted' }));
        if (path === listPath && listReads++ === 0) return Promise.resolve(json([{ id: 'p1' }, { id: 'p2' }]));
        return new Promise<Response>(() => {});
      }),
    );
    const { result } = renderHook(useScreen, { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));

    await act(() => result.current.remove.mutateAsync('p1'));
    expect(result.current.remove.isPending).toBe(false);
    // The card leaves with the answer; the screen hears of the cache's change a moment later (TanStack's batched notice).
    await waitFor(() => expect(result.current.list.data?.map((post) => post.id)).toEqual(['p2']));
    expect(listReads).toBe(2);
  });
});
