import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS } from '@yardsale/core/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFiltersOf } from '../api/search-filters';
import { NO_FILTERS, useSaleFilters } from './use-sale-filters';

const stored = () => JSON.parse(sessionStorage.getItem(STORAGE_KEYS.saleFilters)!) as unknown;

afterEach(() => sessionStorage.clear());

describe("the map's and Find's filter", () => {
  it('keeps a chosen day for the tab, and stores any day as no day, so that the page loader still draws its first screen', () => {
    const { result } = renderHook(() => useSaleFilters());
    act(() => result.current.setFilters({ ...NO_FILTERS, day: 'weekend' }));
    expect(result.current).toMatchObject({ filters: { day: 'weekend' }, active: true });
    expect(stored()).toEqual({ saleTypes: [], categories: [], day: 'weekend' });

    act(() => result.current.setFilters(NO_FILTERS));
    expect(result.current.active).toBe(false);
    // core/page-loader-script.ts gives up the first screen for any stored field that is not empty.
    expect(stored()).toEqual({ saleTypes: [], categories: [] });
  });

  it('keeps the words looked for, trimmed, and stores none as no field', () => {
    const { result } = renderHook(() => useSaleFilters());
    act(() => result.current.setFilters({ ...NO_FILTERS, q: '  Crib, stroller ' }));
    expect(result.current).toMatchObject({ filters: { q: 'Crib, stroller' }, active: true });
    expect(stored()).toEqual({ saleTypes: [], categories: [], q: 'Crib, stroller' });
    expect(searchFiltersOf(result.current.filters).words).toEqual(['crib', 'stroller']);

    act(() => result.current.setFilters({ ...NO_FILTERS, q: '   ' }));
    expect(result.current.active).toBe(false);
    expect(stored()).toEqual({ saleTypes: [], categories: [] });
  });

  it('turns the day into the dates of the day the search is made', () => {
    const friday = new Date(2026, 4, 15, 20, 0);
    expect(searchFiltersOf({ saleTypes: ['estate'], categories: [], day: 'weekend', q: '' }, friday)).toEqual({ saleTypes: ['estate'], categories: [], dates: ['2026-05-16', '2026-05-17'], words: [] });
    expect(searchFiltersOf({ ...NO_FILTERS, day: 'today' }, new Date(2026, 4, 16, 7, 0)).dates).toEqual(['2026-05-16']);
    expect(searchFiltersOf(NO_FILTERS, friday).dates).toEqual([]);
  });
  it('forgets the words of someone who signed out on this tab: their storage gone, the next screen starts unfiltered', () => {
    const { result } = renderHook(() => useSaleFilters());
    act(() => result.current.setFilters({ ...NO_FILTERS, q: 'baby monitor' }));
    sessionStorage.removeItem(STORAGE_KEYS.saleFilters); // as lib/auth.ts forgets it at sign-out
    expect(renderHook(() => useSaleFilters()).result.current).toMatchObject({ filters: NO_FILTERS, active: false });
  });
});
