import { SALE_TYPES, STORAGE_KEYS, type SaleType } from '@yardsale/core/constants';
import { hasActiveFilters, type SaleFilters } from '@yardsale/core/visibility';
import { useSyncExternalStore } from 'react';

// The map and Find share one filter for the browser tab's session (it survives a reload, not a new tab).
const STORAGE_KEY = STORAGE_KEYS.saleFilters;
const NO_FILTERS: SaleFilters = { saleTypes: [], categories: [] };

const isSaleType = (value: unknown): value is SaleType => (SALE_TYPES as readonly unknown[]).includes(value);
const strings = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function readStored(): SaleFilters {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SaleFilters> | null;
    if (!parsed) return NO_FILTERS;
    return {
      saleTypes: strings(parsed.saleTypes).filter(isSaleType),
      categories: strings(parsed.categories).filter((item): item is string => typeof item === 'string'),
    };
  } catch {
    return NO_FILTERS; // storage blocked or unreadable: start unfiltered
  }
}

let filters: SaleFilters | null = null;
const listeners = new Set<() => void>();

/** The filter in force, for code that runs outside React (Find's warm-up). */
export const currentSaleFilters = (): SaleFilters => (filters ??= readStored());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setFilters(next: SaleFilters): void {
  filters = { saleTypes: [...next.saleTypes], categories: [...next.categories] };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters));
  } catch {
    // storage full or blocked: the filter still applies until the tab closes
  }
  listeners.forEach((listener) => listener());
}

/** The sale-type and category filter of the map and Find (none selected means all). */
export function useSaleFilters(): { filters: SaleFilters; setFilters(next: SaleFilters): void; active: boolean } {
  const current = useSyncExternalStore(subscribe, currentSaleFilters, () => NO_FILTERS);
  return { filters: current, setFilters, active: hasActiveFilters(current) };
}
