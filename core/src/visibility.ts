// Which yard sales a viewer sees: the map and Find filters (SPEC section 5, 'Map/find visibility')
// and the client-side time check. The server applies the same rules in SQL; these are the reference.
import { DEFAULT_SALE_TIMES, type SaleType } from './constants';
import { saleVisibleWindow } from './sale-window';

export interface SaleTypeFlags {
  isEstateSale: boolean;
  isMovingSale: boolean;
  isCommunitySale: boolean;
}

export interface SaleCategories {
  category: string;
  categories?: readonly string[] | null;
}

export interface SaleTiming {
  /** Absent on classifieds: those never show on the map or Find. */
  startDate?: string | null;
  endDate?: string | null;
  dates?: readonly string[] | null;
  startTime?: string | null;
  endTime?: string | null;
  /** The sale's own zone; the viewer's zone is used for old data without one. */
  timeZone?: string | null;
}

export interface SaleFilters {
  saleTypes: readonly SaleType[];
  categories: readonly string[];
}

/** The types a sale counts as: each flag it carries, or 'regular' when it carries none. */
export function saleTypesOf(sale: SaleTypeFlags): SaleType[] {
  const types: SaleType[] = [];
  if (sale.isEstateSale) types.push('estate');
  if (sale.isMovingSale) types.push('moving');
  if (sale.isCommunitySale) types.push('community');
  return types.length > 0 ? types : ['regular'];
}

/** None selected means all; otherwise the sale must be of a selected type. */
export function matchesSaleTypes(sale: SaleTypeFlags, selected: readonly SaleType[]): boolean {
  return selected.length === 0 || saleTypesOf(sale).some((type) => selected.includes(type));
}

/** None selected means all; otherwise the sale must have a selected category. */
export function matchesCategories(sale: SaleCategories, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  return selected.includes(sale.category) || (sale.categories ?? []).some((category) => selected.includes(category));
}

export function hasActiveFilters(filters: SaleFilters): boolean {
  return filters.saleTypes.length > 0 || filters.categories.length > 0;
}

export function matchesFilters(sale: SaleTypeFlags & SaleCategories, filters: SaleFilters): boolean {
  return matchesSaleTypes(sale, filters.saleTypes) && matchesCategories(sale, filters.categories);
}

/**
 * The spec's client-side check: a sale shows while any of its dates is today or later, and on its
 * last day until 30 minutes after its end time, judged in the sale's own zone. A sale without a
 * start date never shows; one whose data cannot be read stays visible (the spec's "on error it
 * stays visible"). It is the same instant the server stores as visible_until, so the client never
 * keeps a sale the server has dropped; past midnight it follows the grace ("30 minutes after the
 * end time") where a date-only reading would drop a sale ending at 23:45 at midnight.
 */
export function isSaleVisible(sale: SaleTiming, now: Date = new Date()): boolean {
  if (!sale.startDate) return false;
  try {
    const dates = sale.dates?.length ? sale.dates : [sale.startDate, sale.endDate ?? sale.startDate];
    const { visibleUntil } = saleVisibleWindow(
      {
        dates,
        startTime: sale.startTime || DEFAULT_SALE_TIMES.start,
        endTime: sale.endTime || DEFAULT_SALE_TIMES.end,
        timeZone: sale.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      now,
    );
    return now.getTime() <= visibleUntil.getTime();
  } catch {
    return true;
  }
}
