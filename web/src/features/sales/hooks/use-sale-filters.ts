import { SALE_TYPES, STORAGE_KEYS, type SaleType } from '@yardsale/core/constants';
import type { SaleDayChoice } from '@yardsale/core/sale-day-dates';
import { hasActiveFilters, type SaleFilters } from '@yardsale/core/visibility';
import { useSyncExternalStore } from 'react';

/** Filter Sales as the map and Find keep it: types, categories, the day, relative to today, and the words looked for, as typed. */
export interface BrowseFilters extends SaleFilters {
  day: SaleDayChoice;
  q: string;
}

// The map and Find share one filter for the browser tab's session (it survives a reload, not a new tab).
const STORAGE_KEY = STORAGE_KEYS.saleFilters;
export const NO_FILTERS: BrowseFilters = { saleTypes: [], categories: [], day: 'any', q: '' };

/** Filter Sales' "When", in the order the dialog offers them. */
export const SALE_DAY_CHOICES: readonly SaleDayChoice[] = ['any', 'today', 'tomorrow', 'weekend'];

const isSaleDayChoice = (value: unknown): value is SaleDayChoice => (SALE_DAY_CHOICES as readonly unknown[]).includes(value);
const isSaleType = (value: unknown): value is SaleType => (SALE_TYPES as readonly unknown[]).includes(value);
const strings = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function parseStored(stored: string | null): BrowseFilters {
  try {
    const parsed = JSON.parse(stored ?? 'null') as Partial<BrowseFilters> | null;
    if (!parsed) return NO_FILTERS;
    return {
      saleTypes: strings(parsed.saleTypes).filter(isSaleType),
      categories: strings(parsed.categories).filter((item): item is string => typeof item === 'string'),
      day: isSaleDayChoice(parsed.day) ? parsed.day : 'any',
      q: typeof parsed.q === 'string' ? parsed.q : '',
    };
  } catch {
    return NO_FILTERS; // unreadable: start unfiltered
  }
}

function readStorage(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the filter in memory holds
  }
}

let filters: BrowseFilters | null = null;
let storedAs: string | null = null;
const listeners = new Set<() => void>();

/**
 * The filter in force, for code that runs outside React too (Find's warm-up): read again when the
 * tab's storage changed under it (sign-out forgets it: lib/auth.ts).
 */
export const currentSaleFilters = (): BrowseFilters => {
  const stored = readStorage();
  if (filters === null || stored !== storedAs) [filters, storedAs] = [parseStored(stored), stored];
  return filters;
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setFilters(next: BrowseFilters): void {
  filters = { saleTypes: [...next.saleTypes], categories: [...next.categories], day: next.day, q: next.q.trim() };
  // Any day is stored as no day, and no words as none: the page loader reads any non-empty field as
  // a filter in force, which gives up the server's first screen (core/page-loader-script.ts).
  const { day, q, ...kept } = filters;
  try {
    const stored = JSON.stringify({ ...kept, ...(day !== 'any' && { day }), ...(q && { q }) });
    sessionStorage.setItem(STORAGE_KEY, stored);
    storedAs = stored;
  } catch {
    // storage full or blocked: the filter still applies until the tab closes
  }
  listeners.forEach((listener) => listener());
}

/** The day, sale-type, category and words filter of the map and Find (none selected means all). */
export function useSaleFilters(): { filters: BrowseFilters; setFilters(next: BrowseFilters): void; active: boolean } {
  const current = useSyncExternalStore(subscribe, currentSaleFilters, () => NO_FILTERS);
  return { filters: current, setFilters, active: hasActiveFilters(current) || current.day !== 'any' || current.q !== '' };
}
